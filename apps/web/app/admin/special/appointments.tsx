import { resources } from '@coach/contract';
import type { StoredRecord } from '../api/resources.ts';
import type { CsvColumn } from '../csv/build-csv.ts';
import { UI } from '../i18n/ui.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';
import {
  csvDate,
  csvText,
  dateColumn,
  idColumn,
  longColumn,
  resolvedColumn,
  textColumn,
} from './columns.tsx';
import { FilteredList } from './filtered-list.tsx';
import type { FilterDef } from './filters.tsx';
import { ResolveButton } from './resolve-button.tsx';

const L = {
  date: { en: 'Appointment Date', mm: 'ချိန်းဆိုသည့်နေ့' },
  name: { en: 'Name', mm: 'အမည်' },
  mode: { en: 'Mode of Contact', mm: 'ဆက်သွယ်ရန်နည်းလမ်း' },
  role: { en: 'Role', mm: 'ရာထူး' },
  contact: { en: 'Contact Information', mm: 'ဆက်သွယ်ရန်အချက်အလက်' },
  business: { en: 'Business', mm: 'လုပ်ငန်း' },
  for: { en: 'Appointment For', mm: 'ချိန်းဆိုသည့်ကိစ္စ' },
  message: { en: 'Message', mm: 'မက်ဆေ့ချ်' },
  status: { en: 'Resolve Status', mm: 'ဖြေရှင်းမှုအခြေအနေ' },
};

const FILTERS: FilterDef[] = [
  { name: 'start_date', label: UI.startDate, kind: 'date' },
  { name: 'end_date', label: UI.endDate, kind: 'date' },
  { name: 'customer_name', label: UI.customerName, kind: 'text' },
  {
    name: 'resolved',
    label: UI.resolved,
    kind: 'select',
    options: [
      { value: '', label: UI.all },
      { value: 'true', label: UI.resolved },
      { value: 'false', label: UI.unresolved },
    ],
  },
];

const CSV_COLUMNS: CsvColumn<StoredRecord>[] = [
  { header: 'ID', value: csvText('id') },
  { header: 'Appointment Date', value: csvDate },
  { header: 'Name', value: csvText('name') },
  { header: 'Mode of Contact', value: csvText('mode_of_contact') },
  { header: 'Role', value: csvText('role') },
  { header: 'Contact Information', value: csvText('contact_information') },
  { header: 'Business', value: csvText('business') },
  { header: 'Appointment For', value: csvText('appointment_for') },
  { header: 'Message', value: csvText('message') },
  {
    header: 'Resolve Status',
    value: (r: StoredRecord) => (r.resolved ? 'Resolved' : 'Not Resolved'),
  },
];

/** Appointment requests from visitors: filter, export, resolve. */
export function AppointmentsScreen() {
  return (
    <FilteredList
      title={SPECIAL_TITLES.appointments}
      resource={resources.appointments}
      filters={FILTERS}
      columns={[
        idColumn,
        dateColumn(L.date),
        textColumn('name', L.name),
        textColumn('mode_of_contact', L.mode),
        textColumn('role', L.role),
        textColumn('contact_information', L.contact, 'a-col-wrap'),
        textColumn('business', L.business),
        textColumn('appointment_for', L.for),
        longColumn('message', L.message),
        resolvedColumn(L.status),
      ]}
      csv={{ fileName: 'appointments.csv', columns: CSV_COLUMNS }}
      actions={(row, helpers) => (
        <ResolveButton
          def={resources.appointments}
          row={row}
          helpers={helpers}
          done={{ en: 'Appointment resolved successfully', mm: 'ချိန်းဆိုမှုကို ဖြေရှင်းပြီးအဖြစ် မှတ်ပြီးပါပြီ' }}
          failed={{ en: 'Failed to resolve appointment', mm: 'ချိန်းဆိုမှုကို ဖြေရှင်းရန် မအောင်မြင်ပါ' }}
        />
      )}
    />
  );
}
