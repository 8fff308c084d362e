// The part of autocannon's API the bench uses (the package ships no types).
declare module "autocannon" {
  type Result = {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type RequestSpec = Request & {
    setupRequest?: (req: Request) => Request;
    onResponse?: (status: number, body: string) => void;
  };
  export default function autocannon(opts: {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
  }): Promise<Result>;
}
