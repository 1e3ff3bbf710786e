/** Whether a process of this host still runs (one we may not signal runs too): a lock or marker it left is still held. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
