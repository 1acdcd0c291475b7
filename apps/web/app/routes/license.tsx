export default function Page() {
  return <h1>license</h1>;
}
