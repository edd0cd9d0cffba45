import { CompiledQuery, sql } from "kysely";
import { vi } from "vitest";
import { getDb, getDialect } from "~/platform/db/db.server";

/** One access to a table or index, from either dialect's plan. */
export interface PlanStep {
  /** SQLite: the plan line ("SEARCH properties USING INDEX …"); PostgreSQL: "Node Type on relation using index". */
  text: string;
  /** The step reads every row of `properties` (SQLite "SCAN properties" with no index; PostgreSQL "Seq Scan"). */
  readsWholeTable: boolean;
  index?: string;
  /** A step of the statement itself, not of a subquery in it (a sort there orders what the statement returns). */
  topLevel: boolean;
}

export interface StatementPlan {
  sql: string;
  steps: PlanStep[];
}

/**
 * Runs `work` (the real page function) and returns the statements it sent,
 * as Kysely compiled them: a spy on the one executor every query goes
 * through, so a changed query is a changed plan.
 */
export async function statementsOf(work: () => Promise<unknown>): Promise<CompiledQuery[]> {
  const spy = vi.spyOn(getDb().getExecutor(), "executeQuery");
  try {
    await work();
    return spy.mock.calls.map(([query]) => query as CompiledQuery);
  } finally {
    spy.mockRestore();
  }
}

/**
 * The plan of every statement `work` runs. `planner: "as is"`: PostgreSQL's own
 * choice, sequential scans allowed (a large table's test: the index must win on cost).
 */
export async function plansOf(work: () => Promise<unknown>, { planner = "indexes only" }: { planner?: "indexes only" | "as is" } = {}): Promise<StatementPlan[]> {
  const statements = await statementsOf(work);
  return getDialect() === "postgres" ? postgresPlans(statements, planner === "indexes only") : sqlitePlans(statements);
}

async function sqlitePlans(statements: CompiledQuery[]): Promise<StatementPlan[]> {
  const plans: StatementPlan[] = [];
  for (const statement of statements) {
    const { rows } = await getDb().executeQuery<{ detail: string; parent: number }>(
      CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
    );
    plans.push({
      sql: statement.sql,
      steps: rows.map(({ detail, parent }) => ({
        text: detail,
        topLevel: parent === 0,
        readsWholeTable: /^SCAN properties$/.test(detail),
        index: /USING (?:COVERING |PRIMARY KEY |)INDEX (\w+)/.exec(detail)?.[1] ?? /^SCAN (\w+) VIRTUAL TABLE/.exec(detail)?.[1],
      })),
    });
  }
  return plans;
}

interface PgNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PgNode[];
}

/**
 * PostgreSQL's planner rightly prefers a sequential scan on a small table,
 * so the question asked is "can an index serve this?": with sequential scans
 * priced out (enable_seqscan = off), one still in the plan means no index could.
 */
async function postgresPlans(statements: CompiledQuery[], indexesOnly: boolean): Promise<StatementPlan[]> {
  return getDb()
    .connection()
    .execute(async (connection) => {
      if (indexesOnly) await sql`set enable_seqscan = off`.execute(connection);
      try {
        const plans: StatementPlan[] = [];
        for (const statement of statements) {
          const { rows } = await connection.executeQuery<{ "QUERY PLAN": { Plan: PgNode }[] }>(
            CompiledQuery.raw(`explain (format json) ${statement.sql}`, [...statement.parameters]),
          );
          const steps: PlanStep[] = [];
          const walk = (node: PgNode, depth = 0) => {
            const on = node["Relation Name"] ? ` on ${node["Relation Name"]}` : "";
            const using = node["Index Name"] ? ` using ${node["Index Name"]}` : "";
            steps.push({
              text: `${node["Node Type"]}${on}${using}`,
              readsWholeTable: node["Node Type"] === "Seq Scan" && node["Relation Name"] === "properties",
              index: node["Index Name"],
              topLevel: depth === 0,
            });
            node.Plans?.forEach((child) => walk(child, depth + 1));
          };
          walk(rows[0]!["QUERY PLAN"][0]!.Plan);
          plans.push({ sql: statement.sql, steps });
        }
        return plans;
      } finally {
        await sql`reset enable_seqscan`.execute(connection);
      }
    });
}

/** Readable in a failed assertion: each statement with its plan. */
export function describePlans(plans: StatementPlan[]): string {
  return plans.map((p) => `${p.sql}\n${p.steps.map((s) => `    ${s.text}`).join("\n")}`).join("\n");
}
