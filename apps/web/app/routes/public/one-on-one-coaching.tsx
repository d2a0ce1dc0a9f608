export default function Page() {
  return <div className="container">one-on-one-coaching</div>;
}
