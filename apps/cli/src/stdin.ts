/** Everything on standard input, as text (for secrets piped in rather than typed on the command line). */
export const readStdin = async (stream: NodeJS.ReadStream = process.stdin): Promise<string> => {
  if (stream.isTTY) process.stderr.write('Reading from standard input; finish with Ctrl-D.\n');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
};
