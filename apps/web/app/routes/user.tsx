export default function Page() {
  return <h1>user</h1>;
}
