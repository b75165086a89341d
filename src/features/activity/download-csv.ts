import { activityApi } from '../../api/activity';

/** Fetches the filter's CSV and hands it to the browser as the file activity.csv. */
export async function downloadActivityCsv(accountToken: string, person: number | null): Promise<void> {
  const text = await activityApi.csv(accountToken, person);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'activity.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the next task may let it go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
