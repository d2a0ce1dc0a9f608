import { BannersScreen } from '../../admin/special/banners.tsx';

export default function Banners() {
  return <BannersScreen />;
}
