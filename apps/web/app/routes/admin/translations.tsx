import { MissingTranslationsScreen } from '../../admin/special/missing-translations.tsx';

export default function Translations() {
  return <MissingTranslationsScreen />;
}
