/** `railbird stats`: the name is reserved for player statistics (issue 8). */
export async function stats(): Promise<number> {
  process.stderr.write('railbird stats: player statistics are not part of this build yet\n');
  return 2;
}
