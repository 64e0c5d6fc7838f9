import { Injectable } from '@nestjs/common';
import { lookup } from 'node:dns/promises';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name stands for. */
@Injectable()
export class HostResolver {
  /**
   * The operating system's resolver (hosts file, then DNS), as a connection would use it; every address, since a
   * connection may try any of them. Throws with the resolver's code (ENOTFOUND, EAI_AGAIN) when there is none.
   */
  async resolve(hostname: string): Promise<ResolvedAddress[]> {
    return (await lookup(hostname, { all: true, verbatim: true })) as ResolvedAddress[];
  }
}
