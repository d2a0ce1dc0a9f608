import { type Row, resources } from '@coach/contract';
import { deleteRecord, setState, type StoredRecord } from '../api/resources.ts';
import { fileUrl } from '../../lib/images.ts';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { SPECIAL_TITLES } from '../ui/nav.ts';
import { failure, success } from '../ui/notice.tsx';
import { trashQuestion } from '../crud/messages.ts';
import { columnsFor, csvDate, dateColumn, flagBadge } from './columns.tsx';
import { FilteredList, type RowHelpers } from './filtered-list.tsx';
import { DATE_RANGE_FILTERS, type FilterDef, yesNoFilter } from './filters.tsx';

const col = columnsFor<Row<'testimonials'>>();

const L = {
  date: { en: 'Testimonial Date', mm: 'သက်သေခံချက်ရက်စွဲ' },
  photo: { en: 'Photo', mm: 'ဓာတ်ပုံ' },
  name: { en: 'Name', mm: 'အမည်' },
  organization: { en: 'Organization', mm: 'အဖွဲ့အစည်း' },
  role: { en: 'Role', mm: 'ရာထူး' },
  programs: { en: 'Programs', mm: 'အစီအစဉ်များ' },
  takeAway: { en: 'Take Away', mm: 'ရရှိခဲ့သည်များ' },
  differences: { en: 'Differences', mm: 'ပြောင်းလဲမှုများ' },
  status: { en: 'Publish Status', mm: 'ထုတ်ဝေမှုအခြေအနေ' },
};

const M = {
  published: { en: 'Testimonial published successfully', mm: 'သက်သေခံချက်ကို ထုတ်ဝေပြီးပါပြီ' },
  unpublished: { en: 'Testimonial unpublished successfully', mm: 'သက်သေခံချက်ကို ထုတ်ဝေမှု ရုပ်သိမ်းပြီးပါပြီ' },
  deleted: { en: 'Testimonial deleted successfully', mm: 'သက်သေခံချက်ကို ဖျက်ပြီးပါပြီ' },
  publishFailed: { en: 'Failed to publish testimonial', mm: 'သက်သေခံချက် ထုတ်ဝေရန် မအောင်မြင်ပါ' },
  unpublishFailed: {
    en: 'Failed to unpublish testimonial',
    mm: 'သက်သေခံချက် ထုတ်ဝေမှု ရုပ်သိမ်းရန် မအောင်မြင်ပါ',
  },
  deleteFailed: { en: 'Failed to delete testimonial', mm: 'သက်သေခံချက် ဖျက်ရန် မအောင်မြင်ပါ' },
  confirm: { en: 'Are you sure you want to delete this item?', mm: 'ဤအရာကို ဖျက်ရန် သေချာပါသလား။' },
};

const FILTERS: FilterDef[] = [
  ...DATE_RANGE_FILTERS,
  { name: 'customer_name', label: UI.customerName, kind: 'text' },
  yesNoFilter('publish_status', L.status, [UI.all, UI.published, UI.unpublished]),
];

const CSV_COLUMNS = [
  { header: 'Testimonial Date', value: csvDate },
  { header: 'Name', value: col.csv('name') },
  { header: 'Programs', value: col.csv('programs') },
  { header: 'Take Away', value: col.csv('take_away') },
  { header: 'Organization', value: col.csv('organization') },
  { header: 'Differences', value: col.csv('differences') },
  { header: 'Photo', value: col.csvFile('photo') },
  // Testimonials carry no company logo; the empty column keeps the export's column order.
  { header: 'Company Logo', value: () => '' },
  {
    header: 'Publish Status',
    value: (r: StoredRecord) => (r.is_published ? 'Published' : 'Unpublished'),
  },
];

/** Visitor testimonials: filter, export, publish, unpublish, delete. */
export function TestimonialsScreen() {
  const t = useT();
  const { ask, dialog } = useConfirm();

  async function run(
    action: () => Promise<unknown>,
    done: Text,
    failed: Text,
    helpers: RowHelpers,
  ) {
    try {
      await action();
      helpers.setNotice(success(done));
    } catch (error) {
      console.error(failed.en, error);
      helpers.setNotice(failure(failed));
    }
    await helpers.reload();
  }

  const def = resources.testimonials;
  return (
    <FilteredList
      title={SPECIAL_TITLES.testimonials}
      resource={def}
      filters={FILTERS}
      columns={[
        dateColumn(L.date),
        {
          label: L.photo,
          render: (row) =>
            typeof row.photo === 'string' && row.photo ? (
              <img
                className="a-thumb"
                src={fileUrl(row.photo, 160)}
                alt=""
                width={56}
                loading="lazy"
              />
            ) : null,
        },
        col.sortable('name', L.name),
        col.text('organization', L.organization),
        col.text('role', L.role),
        {
          label: L.programs,
          render: (row, language) =>
            String((language === 'mm' && row.programs_mm) || row.programs || ''),
        },
        col.long('take_away', L.takeAway),
        col.long('differences', L.differences),
        {
          label: L.status,
          render: (row, language) =>
            flagBadge(row.is_published === true, UI.published, UI.unpublished, language),
        },
      ]}
      csv={{ fileName: 'testimonials.csv', columns: CSV_COLUMNS }}
      actions={(row, helpers) => (
        <>
          {row.is_published ? (
            <button
              type="button"
              className="a-button a-button-small"
              onClick={() =>
                run(
                  () => setState(def, row.id, 'unpublish'),
                  M.unpublished,
                  M.unpublishFailed,
                  helpers,
                )
              }
            >
              {t(UI.unpublish)}
            </button>
          ) : (
            <button
              type="button"
              className="a-button a-button-small a-button-primary"
              onClick={() =>
                run(() => setState(def, row.id, 'publish'), M.published, M.publishFailed, helpers)
              }
            >
              {t(UI.publish)}
            </button>
          )}
          <button
            type="button"
            className="a-button a-button-small a-button-danger-quiet"
            onClick={async () => {
              if (await ask(trashQuestion(M.confirm, String(row.name ?? `#${row.id}`))))
                await run(() => deleteRecord(def, row.id), M.deleted, M.deleteFailed, helpers);
            }}
          >
            {t(UI.delete)}
          </button>
        </>
      )}
      extra={dialog}
    />
  );
}
