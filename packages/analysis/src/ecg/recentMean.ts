/** Mean of the last `capacity` values pushed: the running peak levels of Hamilton & Tompkins. */
export class RecentMean {
  private readonly values: Float64Array;
  private count = 0;
  private next = 0;
  private sum = 0;

  constructor(capacity: number, initial: readonly number[] = []) {
    this.values = new Float64Array(Math.max(1, Math.round(capacity)));
    for (const value of initial) this.push(value);
  }

  push(value: number): void {
    if (this.count === this.values.length) this.sum -= this.values[this.next] as number;
    else this.count += 1;
    this.values[this.next] = value;
    this.sum += value;
    this.next = (this.next + 1) % this.values.length;
  }

  /** Forgets every value and starts again from `values` (the last `capacity` of them count). */
  reset(values: ArrayLike<number>): void {
    this.count = 0;
    this.next = 0;
    this.sum = 0;
    for (let index = 0; index < values.length; index += 1) this.push(values[index] as number);
  }

  /** The mean, or `fallback` before anything was pushed. */
  mean(fallback = 0): number {
    return this.count === 0 ? fallback : this.sum / this.count;
  }
}
