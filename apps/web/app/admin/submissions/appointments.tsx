import { type Row, resources } from '@coach/contract';
import { L as DETAIL } from '../appointments/appointment-texts.ts';
import type { StoredRecord } from '../api/resources.ts';
import type { CsvColumn } from '../csv/build-csv.ts';
import { UI } from '../i18n/ui.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';
import {
  columnsFor,
  csvDate,
  csvResolved,
  dateColumn,
  idColumn,
  resolvedColumn,
} from './columns.tsx';
import { FilteredList } from './filtered-list.tsx';
import { DATE_RANGE_FILTERS, type FilterDef, yesNoFilter } from './filters.tsx';
import { OpenLink } from './open-link.tsx';
import { ResolveButton } from './resolve-button.tsx';

const col = columnsFor<Row<'appointments'>>();

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
  ...DATE_RANGE_FILTERS,
  { name: 'customer_name', label: UI.customerName, kind: 'text' },
  yesNoFilter('resolved', UI.resolved, [UI.all, UI.resolved, UI.unresolved]),
];

const CSV_COLUMNS: CsvColumn<StoredRecord>[] = [
  { header: 'ID', value: col.csv('id') },
  { header: 'Appointment Date', value: csvDate },
  { header: 'Name', value: col.csv('name') },
  { header: 'Mode of Contact', value: col.csv('mode_of_contact') },
  { header: 'Role', value: col.csv('role') },
  { header: 'Contact Information', value: col.csv('contact_information') },
  { header: 'Business', value: col.csv('business') },
  { header: 'Appointment For', value: col.csv('appointment_for') },
  { header: 'Message', value: col.csv('message') },
  { header: 'Resolve Status', value: csvResolved },
];

/** Each request's own screen: everything it says, and what to do with it. */
const detailPath = (row: StoredRecord) => `/admin/appointments/${row.id}`;

/** Appointment requests from visitors: filter, export, resolve, open one. */
export function AppointmentsScreen() {
  return (
    <FilteredList
      title={SPECIAL_TITLES.appointments}
      resource={resources.appointments}
      filters={FILTERS}
      columns={[
        idColumn,
        dateColumn(L.date),
        col.linked('name', L.name, detailPath),
        col.text('mode_of_contact', L.mode),
        col.text('role', L.role),
        col.text('contact_information', L.contact, 'a-col-wrap'),
        col.text('business', L.business),
        col.text('appointment_for', L.for),
        col.long('message', L.message),
        resolvedColumn(L.status),
      ]}
      csv={{ fileName: 'appointments.csv', columns: CSV_COLUMNS }}
      actions={(row, helpers) => (
        <>
          <OpenLink to={detailPath(row)} name={String(row.name ?? row.id)} />
          <ResolveButton
            def={resources.appointments}
            row={row}
            helpers={helpers}
            done={DETAIL.resolved}
            failed={DETAIL.resolveFailed}
          />
        </>
      )}
    />
  );
}
