import dns2 from 'dns2';

const { Packet } = dns2;

/**
 * A real DNS server on a loopback UDP port for the tests: it answers TXT queries from `records`
 * (name to values), which a test changes at will, and NXDOMAIN for any other name. The portal
 * under test asks it through DNS_SERVERS=`address`.
 */
export type TestDnsServer = {
  readonly address: string;
  readonly records: Map<string, string[]>;
  close(): Promise<void>;
};

export async function startDnsServer(): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        const values = question.type === Packet.TYPE.TXT ? records.get(question.name.toLowerCase()) : undefined;
        for (const value of values ?? []) {
          response.answers.push({ name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data: value } as dns2.Packet.Resource);
        }
      }
      // No answer: the name does not exist (NXDOMAIN), as for a record not yet created.
      if (response.answers.length === 0) response.header.rcode = 3;
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = addresses.udp?.port;
  if (!port) throw new Error('the test DNS server did not start');
  return { address: `127.0.0.1:${port}`, records, close: () => server.close() };
}
