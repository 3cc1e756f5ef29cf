// The forecast as a spreadsheet (kept apart from forecast.ts: the CSV writer is server-side only).
import { spreadsheetCsv } from '../csv.ts';
import type { Forecast, ForecastMeal } from './forecast.ts';

/** The forecast as CSV: a row per day and meal, then each meal's total, for a spreadsheet. */
export function forecastCsv(forecast: Forecast): string {
  const rows: string[][] = [
    ['Date', 'Meal', 'Ordered packs', 'Standing order packs', 'Total packs'],
  ];
  const row = (date: string, meal: ForecastMeal) => [
    date,
    meal.name,
    String(meal.ordered),
    String(meal.standing),
    String(meal.packs),
  ];
  for (const day of forecast.days) rows.push(...day.meals.map((meal) => row(day.date, meal)));
  rows.push(...forecast.meals.map((meal) => row('All four weeks', meal)));
  return spreadsheetCsv(rows);
}
