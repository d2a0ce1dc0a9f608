import { BannersScreen } from '../../admin/figures/banners.tsx';

export default function Banners() {
  return <BannersScreen />;
}
