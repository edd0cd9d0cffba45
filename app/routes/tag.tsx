export default function Placeholder() {
  return <p className="p-6">Coming soon.</p>;
}
