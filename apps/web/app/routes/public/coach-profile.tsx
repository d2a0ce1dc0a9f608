export default function Page() {
  return <div className="container">coach-profile</div>;
}
