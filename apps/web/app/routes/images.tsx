export default function Page() {
  return <h1>images</h1>;
}
