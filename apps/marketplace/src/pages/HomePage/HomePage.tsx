export default function HomePage() {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Buy and sell near you</h1>
      <p>Free ads for mobiles, cars, bikes, homes, jobs and more, across India.</p>
    </section>
  );
}
