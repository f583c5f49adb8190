// The part of autocannon's API the load test uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface AutocannonRequestStep extends AutocannonRequest {
    setupRequest?: (
      request: AutocannonRequest,
      context: Record<string, unknown>,
    ) => AutocannonRequest;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    amount?: number;
    duration?: number;
    overallRate?: number;
    timeout?: number;
    requests?: AutocannonRequestStep[];
  }

  export interface AutocannonResult {
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  export interface AutocannonInstance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, responseTime: number) => void,
    ): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
    stop(): void;
  }

  function autocannon(
    options: AutocannonOptions,
    done: (error: Error | null, result: AutocannonResult) => void,
  ): AutocannonInstance;
  export default autocannon;
}
