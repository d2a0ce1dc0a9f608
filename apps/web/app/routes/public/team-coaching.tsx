export default function Page() {
  return <div className="container">team-coaching</div>;
}
