export default function Dashboard() {
  return <h1>Admin</h1>;
}
