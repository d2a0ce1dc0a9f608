import { TestimonialsScreen } from '../../admin/special/testimonials.tsx';

export default function Testimonials() {
  return <TestimonialsScreen />;
}
