export const loader = () => ({ title: 'A floor' });

/** A page with a heading and a link, and nothing that needs the browser's JavaScript. */
export default function Home() {
  return (
    <main>
      <h1>A floor</h1>
      <a href="/elsewhere">Another page of the floor</a>
    </main>
  );
}
