import { readFile, writeFile } from 'node:fs/promises';

/** Resident memory of a process as Linux reports it in /proc/<pid>/status, in bytes; null where there is none. */
export interface ProcessMemory {
  /** VmRSS: resident now. */
  rss: number | null;
  /** VmHWM: the most it has been resident since it started, or since resetPeak. */
  peak: number | null;
}

export async function processMemory(pid: number): Promise<ProcessMemory> {
  let status: string;
  try {
    status = await readFile(`/proc/${pid}/status`, 'utf8');
  } catch {
    return { rss: null, peak: null };
  }
  const kilobytes = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) * 1024 : null;
  };
  return { rss: kilobytes('VmRSS'), peak: kilobytes('VmHWM') };
}

/** Starts VmHWM afresh from the present RSS (Linux 4.0+, "5" to clear_refs); false where that is not allowed. */
export async function resetPeak(pid: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Resident memory of a process and of each of its children (a cluster's primary and its workers), in bytes. */
export async function processTreeMemory(pid: number): Promise<{ pid: number; rss: number | null }[]> {
  let children: number[] = [];
  try {
    children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8'))
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    // no children listed
  }
  return Promise.all(
    [pid, ...children].map(async (each) => ({ pid: each, rss: (await processMemory(each)).rss })),
  );
}
