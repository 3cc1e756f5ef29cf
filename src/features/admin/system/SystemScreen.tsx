import {
  systemArea,
  type SystemCheckLine,
  type SystemReport,
} from '../../../lib/admin/areas/system.ts';
import { useRouteQuery } from '../api/hooks.ts';
import { formatShopDateTime } from '../format.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PANEL, SECONDARY_BUTTON } from '../styles.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

// Each status has a word as well as a colour, so it never rests on colour alone.
const STATUS = {
  ok: { word: 'OK', badge: 'bg-green-100 text-green-900 border-green-700' },
  warning: { word: 'Check', badge: 'bg-amber-100 text-amber-900 border-amber-700' },
  problem: { word: 'Fix', badge: 'bg-red-100 text-red-900 border-red-700' },
} as const;

const OVERALL = {
  ok: 'Everything checked is set up.',
  warning: 'The shop works; some lines below deserve a look.',
  problem: 'Something below needs fixing before the shop can be trusted with orders.',
} as const;

/** /admin/settings/system: the owner's check of the live set-up, each line with what to do. */
export default function SystemScreen() {
  const report = useRouteQuery(systemArea.api.check, {});
  return (
    <ScreenFrame
      title="System check"
      width="medium"
      back={{ href: screenHref('settings'), label: 'Back to Settings' }}
      actions={
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={report.isFetching}
          onClick={() => void report.refetch()}
        >
          {report.isFetching ? 'Checking...' : 'Check again'}
        </button>
      }
    >
      <QueryStatus query={report}>{(loaded) => <Report report={loaded} />}</QueryStatus>
    </ScreenFrame>
  );
}

function Report({ report }: { report: SystemReport }) {
  return (
    <>
      <p className="mt-1 text-sm text-stone-700">
        Checked {formatShopDateTime(report.checkedAt)} on the {report.deployContext} deploy.
      </p>
      <p className={`mt-4 ${PANEL} font-semibold`} role="status">
        <StatusBadge status={report.overall} /> {OVERALL[report.overall]}
      </p>
      <ul className="mt-4 grid gap-3" aria-label="System check results">
        {report.lines.map((line) => (
          <CheckLine key={line.id} line={line} />
        ))}
      </ul>
    </>
  );
}

function CheckLine({ line }: { line: SystemCheckLine }) {
  return (
    <li className={PANEL}>
      <div className="flex flex-wrap items-start gap-3">
        <StatusBadge status={line.status} />
        <div className="min-w-0 flex-1">
          <h2 className="font-bold break-words">{line.label}</h2>
          <p className="mt-1 break-words text-stone-800">{line.summary}</p>
          {line.action ? (
            <p className="mt-2 break-words">
              <span className="font-semibold">What to do: </span>
              {line.action}
            </p>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function StatusBadge({ status }: { status: SystemCheckLine['status'] }) {
  const { word, badge } = STATUS[status];
  return (
    <span
      className={`inline-block w-16 shrink-0 rounded-md border px-2 py-0.5 text-center text-sm font-bold ${badge}`}
    >
      {word}
    </span>
  );
}
