export default function Page() {
  return <div className="container">contact-us</div>;
}
