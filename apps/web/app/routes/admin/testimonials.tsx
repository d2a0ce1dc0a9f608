import { TestimonialsScreen } from '../../admin/submissions/testimonials.tsx';

export default function Testimonials() {
  return <TestimonialsScreen />;
}
