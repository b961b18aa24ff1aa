import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTRPC } from '../../lib/trpc.js';
import { dayInput, presetRange } from './report-figures.js';
import { ReportFilters } from './report-filters.js';
import { type RangeDraft, rangeChoice, reportInput } from './report-model.js';
import {
  ActivitySection,
  EventsSection,
  FigureTiles,
  PlayersSection,
  PotsSection,
  TablesSection,
  VariationsSection,
} from './report-sections.js';
import { TableMetrics } from './table-metrics.js';

/** The reports page (issue 18): a date range and a table, then figures, charts, tables and CSV per section. */
export function ReportsPage({ tables }: { tables: readonly { key: string; name: string }[] }) {
  const trpc = useTRPC();
  const [draft, setDraft] = useState<RangeDraft>(() => {
    const today = dayInput(presetRange('today', new Date()).from);
    return { preset: 'today', custom: { first: today, last: today } };
  });
  const [tableKey, setTableKey] = useState<string>('');
  const choice = useMemo(() => rangeChoice(draft, new Date()), [draft]);
  const input = reportInput(choice.range, tableKey, Intl.DateTimeFormat().resolvedOptions().timeZone);
  const enabled = { enabled: choice.valid };
  const tablesQ = useQuery({ ...trpc.report.tables.queryOptions(input), ...enabled });
  const activityQ = useQuery({ ...trpc.report.activity.queryOptions(input), ...enabled });
  const variationsQ = useQuery({ ...trpc.report.variations.queryOptions(input), ...enabled });
  const playersQ = useQuery({ ...trpc.report.players.queryOptions(input), ...enabled });
  const eventsQ = useQuery({ ...trpc.report.events.queryOptions(input), ...enabled });
  const section = { shown: choice.shown, tableKey: tableKey || null };
  const none = tablesQ.data?.total.hands === 0;

  return (
    <div className="flex flex-col gap-6">
      <ReportFilters
        draft={draft}
        onDraft={setDraft}
        choice={choice}
        tableKey={tableKey}
        onTableKey={setTableKey}
        tables={tables}
      />
      {!choice.valid ? null : (
        <>
          <FigureTiles tables={tablesQ.data} />
          <TablesSection query={tablesQ} {...section} />
          <ActivitySection query={activityQ} {...section} byHour={choice.byHour} none={none} />
          <div className="grid gap-6 xl:grid-cols-2">
            <PotsSection query={activityQ} {...section} byHour={choice.byHour} />
            <VariationsSection query={variationsQ} {...section} />
          </div>
          <PlayersSection query={playersQ} {...section} />
          <EventsSection query={eventsQ} shown={choice.shown} />
        </>
      )}
      <TableMetrics tables={tables} />
    </div>
  );
}
