declare module "autocannon" {
  type Result = {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  export default function autocannon(opts: { url: string; connections?: number; duration?: number }): Promise<Result>;
}
