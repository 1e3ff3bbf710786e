/** A GET form's hidden copies of the page's other parameters (paramsExcept), empty ones dropped. */
export function HiddenParams({ values }: { values: Record<string, string> }) {
  return Object.entries(values)
    .filter(([, v]) => v)
    .map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />);
}
