import { PageCardsScreen } from '../../admin/page-cards/page-cards-screen.tsx';

export default function PageCards() {
  return <PageCardsScreen />;
}
