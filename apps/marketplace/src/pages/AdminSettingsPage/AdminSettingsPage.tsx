import type { UnsetSettings } from '@haat/contract';
import { ResponsiveTable, type TableColumn } from '@haat/ui';
import { useQuery } from '../../query/useQuery';
import { AdminPage } from '../shared/admin/AdminPage';
import { adminQueries } from '../shared/adminData';
import { adminSettingsText as text } from './adminSettingsText';

type Setting = UnsetSettings['unset'][number];

const columns: TableColumn<Setting>[] = [
  { key: 'name', header: text.columns.name, rowHeader: true, cell: (s) => <code>{s.name}</code> },
  { key: 'shows', header: text.columns.shows, cell: (s) => s.shows },
];

/** `/admin/settings/`: the operator settings that are unset, which the public pages leave out. */
export default function AdminSettingsPage() {
  const settings = useQuery(adminQueries.settings.key, adminQueries.settings.load);
  const unset = settings.data?.unset;
  return (
    <AdminPage title={text.title} message="">
      {settings.loading ? <p>{text.loading}</p> : null}
      {settings.error ? <p role="alert">{text.failed}</p> : null}
      {unset && unset.length === 0 ? <p>{text.allSet}</p> : null}
      {unset && unset.length > 0 ? (
        <>
          <p>{text.intro}</p>
          <ResponsiveTable caption={text.caption} columns={columns} rows={unset} rowKey={(s) => s.name} />
        </>
      ) : null}
    </AdminPage>
  );
}
