import { useMyStore } from '../../../api/store';
import { useSession } from '../../../session/use-session';
import { PageTitle } from '../../../ui/PageTitle';
import { OwnReport } from '../components/OwnReport';
import { ReportFrame } from '../components/ReportFrame';
import { REPORTS_TEXTS } from '../reports-texts';

/** /dashboard (INFORMES): the general report url in a frame, or the store's own report. */
export function DashboardPage() {
  const session = useSession();
  const { data: store } = useMyStore(Boolean(session?.store));
  const url = store?.urls.report_general;
  return (
    <>
      <PageTitle>{REPORTS_TEXTS.title}</PageTitle>
      {store && (url ? <ReportFrame url={url} /> : <OwnReport />)}
    </>
  );
}
