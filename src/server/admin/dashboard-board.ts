// The dashboard's small figures in one derived record (`dashboard-board/current`), read together
// in one call: the contact messages' count and newest, the subscribers' count, the active
// standing orders, the missed deliveries, the last recall drill, what is owed and the next
// deliveries. Each section is a pure function of its own source records, worked out whole by
// that source's writers after each write (a collection's `afterSave`, the standing orders' key
// sync, the order door) and written with writeSettled, so concurrent writers settle on the
// truth and nothing is ever incremented. A section a failed writer left stale is put right by
// its source's next write or by the maintenance job, which works every section out again.
import { z } from 'zod';
import { recordCollection } from '../blobs/records.ts';
import { writeSettled } from '../blobs/settled-write.ts';

/** One section of the board: its name, the shape it is stored in and how it is worked out. */
export interface BoardSection<T> {
  name: string;
  schema: z.ZodType<T>;
  /** Works the section out from its sources alone. */
  compute: () => Promise<T>;
}

const BOARD_ID = 'current';

const board = recordCollection({
  prefix: 'dashboard-board',
  schema: z.record(z.string().min(1).max(40), z.unknown()),
});

type Board = Record<string, unknown>;

/** Works the section out and writes it into the board. Answers whether the board changed. */
export async function recomputeBoardSection<T>(section: BoardSection<T>): Promise<boolean> {
  return writeSettled(
    board,
    BOARD_ID,
    async () => section.schema.parse(await section.compute()),
    (current: Board | null, wanted: T) => ({ ...current, [section.name]: wanted }),
  );
}

/**
 * After a write to a section's source: works the section out again. A failure is logged, not
 * thrown: the source write has landed and its caller has follow-ups to make; the source's next
 * write or the maintenance job puts the section right.
 */
export async function followBoardSource<T>(section: BoardSection<T>): Promise<void> {
  try {
    await recomputeBoardSection(section);
  } catch (error) {
    console.error(
      `[dashboard board] ${section.name} not recomputed; the maintenance job will`,
      error,
    );
  }
}

/**
 * After a write to one source record of a section kept per record (a map by id): puts that
 * record's part in place, worked out from the record alone. A board without the section yet is
 * left to its first read, which works the whole section out. A failure is logged, not thrown: the
 * record's next write or the maintenance job puts it right.
 */
export async function placeInBoardSection<T>(
  section: BoardSection<T>,
  place: (current: T) => T,
): Promise<void> {
  try {
    await board.update(BOARD_ID, (current) => {
      const parsed = section.schema.safeParse(current?.[section.name]);
      if (!parsed.success) return current ?? {};
      const next = section.schema.parse(place(parsed.data));
      return JSON.stringify(next) === JSON.stringify(parsed.data)
        ? (current ?? {})
        : { ...current, [section.name]: next };
    });
  } catch (error) {
    console.error(`[dashboard board] ${section.name} not updated; the maintenance job will`, error);
  }
}

/**
 * The board's sections in one read. A section the board lacks (a store from before the board,
 * or a section added since) or holds in an old shape is worked out and written now.
 */
export async function readBoard<const S extends readonly BoardSection<unknown>[]>(
  sections: S,
): Promise<{ [K in keyof S]: S[K] extends BoardSection<infer T> ? T : never }> {
  const stored = (await board.get(BOARD_ID)) ?? {};
  const values = await Promise.all(
    sections.map(async (section) => {
      const parsed = section.schema.safeParse(stored[section.name]);
      if (parsed.success) return parsed.data;
      await recomputeBoardSection(section);
      return section.schema.parse((await board.get(BOARD_ID))?.[section.name]);
    }),
  );
  return values as { [K in keyof S]: S[K] extends BoardSection<infer T> ? T : never };
}

/**
 * The maintenance job's check: every section worked out again from its sources; a section a
 * failed or killed writer left behind is written. Answers how many sections were put right.
 */
export async function repairBoard(sections: readonly BoardSection<unknown>[]): Promise<number> {
  let repaired = 0;
  for (const section of sections) {
    if (await recomputeBoardSection(section)) repaired += 1;
  }
  return repaired;
}
