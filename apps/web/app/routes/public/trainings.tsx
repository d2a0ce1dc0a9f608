export default function Page() {
  return <div className="container">trainings</div>;
}
