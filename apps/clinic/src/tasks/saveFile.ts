import type { Task } from '@telemed/domain';

/** Saves bytes as a file through a temporary link (the download the browser offers). */
export function saveFile(bytes: Uint8Array, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the blob to the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The name of the file a task made, from its kind's list as it is now (the task as asked for has
 * no file yet; the completed one names it), or `fallback`.
 */
export function madeFileName(listed: readonly Task[], task: Task, fallback: string): string {
  const completed = listed.find((candidate) => candidate.id === task.id) ?? task;
  return 'file' in completed.extra && completed.extra.file ? completed.extra.file.name : fallback;
}
