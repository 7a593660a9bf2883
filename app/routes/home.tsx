import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [{ title: "Kalam Studio" }];

export default function Home() {
  return (
    <>
      {["home", "about", "services", "process", "why", "contact"].map((id) => (
        <section key={id} id={id} style={{ minHeight: "100vh" }}>
          <h2>{id}</h2>
        </section>
      ))}
    </>
  );
}
