/** `railbird equity`: the name is reserved for the equity calculator (issue 4). */
export async function equity(): Promise<number> {
  process.stderr.write('railbird equity: the equity calculator is not part of this build yet\n');
  return 2;
}
