import { MissingTranslationsScreen } from '../../admin/translations/missing-translations.tsx';

export default function Translations() {
  return <MissingTranslationsScreen />;
}
