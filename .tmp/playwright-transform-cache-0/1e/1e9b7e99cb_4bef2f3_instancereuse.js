// 9884230b262fe983cdd6d15d5cc0d966b7299666
/**
 * A read that one function instance reuses for a few seconds, per key. For shopper-facing reads
 * of records staff change rarely (products, delivery zones and slots), which would otherwise cost
 * a Blobs read per record on every request. Writes made by this instance call forget() so they
 * show at once; writes made elsewhere show within `reuseMs`. Never use it where a decision must
 * see the newest value (taking stock or slot places reads the record itself).
 */

export function reusedRead(read, reuseMs) {
  const kept = new Map();
  // Bounded, because keys such as dates keep changing over an instance's life.
  const MOST_KEYS = 50;
  return {
    get(key, now = Date.now()) {
      const entry = kept.get(key);
      if (entry && entry.until > now) return entry.value;
      const value = read(key);
      if (kept.size >= MOST_KEYS) kept.clear();
      kept.set(key, {
        value,
        until: now + reuseMs
      });
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        var _kept$get;
        if (((_kept$get = kept.get(key)) === null || _kept$get === void 0 ? void 0 : _kept$get.value) === value) kept.delete(key);
      });
      return value;
    },
    forget() {
      kept.clear();
    }
  };
}
//# sourceMappingURL=data:application/json;charset=utf-8;base64,eyJ2ZXJzaW9uIjozLCJuYW1lcyI6WyJyZXVzZWRSZWFkIiwicmVhZCIsInJldXNlTXMiLCJrZXB0IiwiTWFwIiwiTU9TVF9LRVlTIiwiZ2V0Iiwia2V5Iiwibm93IiwiRGF0ZSIsImVudHJ5IiwidW50aWwiLCJ2YWx1ZSIsInNpemUiLCJjbGVhciIsInNldCIsImNhdGNoIiwiX2tlcHQkZ2V0IiwiZGVsZXRlIiwiZm9yZ2V0Il0sInNvdXJjZXMiOlsiaW5zdGFuY2UtcmV1c2UudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBBIHJlYWQgdGhhdCBvbmUgZnVuY3Rpb24gaW5zdGFuY2UgcmV1c2VzIGZvciBhIGZldyBzZWNvbmRzLCBwZXIga2V5LiBGb3Igc2hvcHBlci1mYWNpbmcgcmVhZHNcbiAqIG9mIHJlY29yZHMgc3RhZmYgY2hhbmdlIHJhcmVseSAocHJvZHVjdHMsIGRlbGl2ZXJ5IHpvbmVzIGFuZCBzbG90cyksIHdoaWNoIHdvdWxkIG90aGVyd2lzZSBjb3N0XG4gKiBhIEJsb2JzIHJlYWQgcGVyIHJlY29yZCBvbiBldmVyeSByZXF1ZXN0LiBXcml0ZXMgbWFkZSBieSB0aGlzIGluc3RhbmNlIGNhbGwgZm9yZ2V0KCkgc28gdGhleVxuICogc2hvdyBhdCBvbmNlOyB3cml0ZXMgbWFkZSBlbHNld2hlcmUgc2hvdyB3aXRoaW4gYHJldXNlTXNgLiBOZXZlciB1c2UgaXQgd2hlcmUgYSBkZWNpc2lvbiBtdXN0XG4gKiBzZWUgdGhlIG5ld2VzdCB2YWx1ZSAodGFraW5nIHN0b2NrIG9yIHNsb3QgcGxhY2VzIHJlYWRzIHRoZSByZWNvcmQgaXRzZWxmKS5cbiAqL1xuZXhwb3J0IGludGVyZmFjZSBSZXVzZWRSZWFkPEssIFQ+IHtcbiAgZ2V0KGtleTogSywgbm93PzogbnVtYmVyKTogUHJvbWlzZTxUPjtcbiAgZm9yZ2V0KCk6IHZvaWQ7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiByZXVzZWRSZWFkPEssIFQ+KHJlYWQ6IChrZXk6IEspID0+IFByb21pc2U8VD4sIHJldXNlTXM6IG51bWJlcik6IFJldXNlZFJlYWQ8SywgVD4ge1xuICBjb25zdCBrZXB0ID0gbmV3IE1hcDxLLCB7IHZhbHVlOiBQcm9taXNlPFQ+OyB1bnRpbDogbnVtYmVyIH0+KCk7XG4gIC8vIEJvdW5kZWQsIGJlY2F1c2Uga2V5cyBzdWNoIGFzIGRhdGVzIGtlZXAgY2hhbmdpbmcgb3ZlciBhbiBpbnN0YW5jZSdzIGxpZmUuXG4gIGNvbnN0IE1PU1RfS0VZUyA9IDUwO1xuICByZXR1cm4ge1xuICAgIGdldChrZXksIG5vdyA9IERhdGUubm93KCkpIHtcbiAgICAgIGNvbnN0IGVudHJ5ID0ga2VwdC5nZXQoa2V5KTtcbiAgICAgIGlmIChlbnRyeSAmJiBlbnRyeS51bnRpbCA+IG5vdykgcmV0dXJuIGVudHJ5LnZhbHVlO1xuICAgICAgY29uc3QgdmFsdWUgPSByZWFkKGtleSk7XG4gICAgICBpZiAoa2VwdC5zaXplID49IE1PU1RfS0VZUykga2VwdC5jbGVhcigpO1xuICAgICAga2VwdC5zZXQoa2V5LCB7IHZhbHVlLCB1bnRpbDogbm93ICsgcmV1c2VNcyB9KTtcbiAgICAgIC8vIEEgZmFpbGVkIHJlYWQgaXMgbm90IGtlcHQ6IHRoZSBuZXh0IHJlcXVlc3QgdHJpZXMgYWdhaW4uXG4gICAgICB2YWx1ZS5jYXRjaCgoKSA9PiB7XG4gICAgICAgIGlmIChrZXB0LmdldChrZXkpPy52YWx1ZSA9PT0gdmFsdWUpIGtlcHQuZGVsZXRlKGtleSk7XG4gICAgICB9KTtcbiAgICAgIHJldHVybiB2YWx1ZTtcbiAgICB9LFxuICAgIGZvcmdldCgpIHtcbiAgICAgIGtlcHQuY2xlYXIoKTtcbiAgICB9LFxuICB9O1xufVxuIl0sIm1hcHBpbmdzIjoiQUFBQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQTs7QUFNQSxPQUFPLFNBQVNBLFVBQVVBLENBQU9DLElBQTRCLEVBQUVDLE9BQWUsRUFBb0I7RUFDaEcsTUFBTUMsSUFBSSxHQUFHLElBQUlDLEdBQUcsQ0FBMEMsQ0FBQztFQUMvRDtFQUNBLE1BQU1DLFNBQVMsR0FBRyxFQUFFO0VBQ3BCLE9BQU87SUFDTEMsR0FBR0EsQ0FBQ0MsR0FBRyxFQUFFQyxHQUFHLEdBQUdDLElBQUksQ0FBQ0QsR0FBRyxDQUFDLENBQUMsRUFBRTtNQUN6QixNQUFNRSxLQUFLLEdBQUdQLElBQUksQ0FBQ0csR0FBRyxDQUFDQyxHQUFHLENBQUM7TUFDM0IsSUFBSUcsS0FBSyxJQUFJQSxLQUFLLENBQUNDLEtBQUssR0FBR0gsR0FBRyxFQUFFLE9BQU9FLEtBQUssQ0FBQ0UsS0FBSztNQUNsRCxNQUFNQSxLQUFLLEdBQUdYLElBQUksQ0FBQ00sR0FBRyxDQUFDO01BQ3ZCLElBQUlKLElBQUksQ0FBQ1UsSUFBSSxJQUFJUixTQUFTLEVBQUVGLElBQUksQ0FBQ1csS0FBSyxDQUFDLENBQUM7TUFDeENYLElBQUksQ0FBQ1ksR0FBRyxDQUFDUixHQUFHLEVBQUU7UUFBRUssS0FBSztRQUFFRCxLQUFLLEVBQUVILEdBQUcsR0FBR047TUFBUSxDQUFDLENBQUM7TUFDOUM7TUFDQVUsS0FBSyxDQUFDSSxLQUFLLENBQUMsTUFBTTtRQUFBLElBQUFDLFNBQUE7UUFDaEIsSUFBSSxFQUFBQSxTQUFBLEdBQUFkLElBQUksQ0FBQ0csR0FBRyxDQUFDQyxHQUFHLENBQUMsY0FBQVUsU0FBQSx1QkFBYkEsU0FBQSxDQUFlTCxLQUFLLE1BQUtBLEtBQUssRUFBRVQsSUFBSSxDQUFDZSxNQUFNLENBQUNYLEdBQUcsQ0FBQztNQUN0RCxDQUFDLENBQUM7TUFDRixPQUFPSyxLQUFLO0lBQ2QsQ0FBQztJQUNETyxNQUFNQSxDQUFBLEVBQUc7TUFDUGhCLElBQUksQ0FBQ1csS0FBSyxDQUFDLENBQUM7SUFDZDtFQUNGLENBQUM7QUFDSCIsImlnbm9yZUxpc3QiOltdfQ==