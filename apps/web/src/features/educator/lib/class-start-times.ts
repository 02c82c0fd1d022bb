/**
 * Start times of the educator's Create New League form, in the educator's own zone (docs/product/educators.md#class-leagues): every half hour
 * of the day as 'HH:MM' (24-hour, what the server reads). Default 09:30, when the US market opens.
 */
export const CLASS_START_TIMES: readonly string[] = Array.from({ length: 48 }, (_, i) => {
  const minutes = i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

export const DEFAULT_CLASS_START_TIME = '09:30';
