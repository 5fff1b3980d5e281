import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * `npx tsx scripts/size-report.ts`: the longest source files and functions of the repository,
 * against the project's limits. Reads every git-tracked .ts/.tsx/.js/.mjs file that is source
 * (not a test, not generated), counts its physical lines, and measures every function-like node
 * (declarations, expressions, arrows, methods, constructors, accessors) from its first line to
 * its last. Exits 1, after listing every offender, when a file or a function is over its limit.
 */

export const MAX_FILE_LINES = 400;
export const MAX_FUNCTION_LINES = 150;
/** How many rows each "longest" table shows. */
const TOP = 10;

const root = path.resolve(import.meta.dirname, '..');
const sourceExtension = /\.(ts|tsx|js|mjs)$/;
/** Tests, measurements and generated files: measured by nobody. */
const notSource = [
  /(^|\/)__tests__\//,
  /\.(test|spec)\.[^/]+$/,
  /\.measure\.ts$/,
  /(^|\/)node_modules\//,
  /^src\/routeTree\.gen\.ts$/,
  /^public\//,
  /^docs\//,
];

export interface FunctionSize {
  path: string;
  /** 1-based line of the function's first token (after its doc comment). */
  line: number;
  name: string;
  lines: number;
}

export interface FileSize {
  path: string;
  lines: number;
  functions: FunctionSize[];
}

/** Whether a repository path is source the limits apply to. */
export function isMeasuredSource(file: string): boolean {
  return sourceExtension.test(file) && !notSource.some((pattern) => pattern.test(file));
}

/** Physical lines, as `wc -l` counts them for a file that ends with a newline. */
export function countLines(text: string): number {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

const scriptKinds: Record<string, ts.ScriptKind> = {
  '.ts': ts.ScriptKind.TS,
  '.tsx': ts.ScriptKind.TSX,
  '.js': ts.ScriptKind.JS,
  '.mjs': ts.ScriptKind.JS,
};

type FunctionLike =
  | ts.FunctionDeclaration
  | ts.FunctionExpression
  | ts.ArrowFunction
  | ts.MethodDeclaration
  | ts.ConstructorDeclaration
  | ts.GetAccessorDeclaration
  | ts.SetAccessorDeclaration;

function isFunctionLike(node: ts.Node): node is FunctionLike {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

const propertyName = (name: ts.PropertyName, source: ts.SourceFile): string =>
  ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)
    ? name.text
    : name.getText(source);

/** `Class.member` for a class's members, the bare name elsewhere (object literals). */
function memberName(node: ts.ClassElement | ts.ObjectLiteralElement, name: string): string {
  const owner = node.parent;
  return ts.isClassLike(owner) ? `${owner.name?.text ?? '<class>'}.${name}` : name;
}

/**
 * What a reader calls the function: its own name, else the name it is given to — the const,
 * property or parameter an arrow or function expression is assigned to (through parentheses,
 * `as` and `satisfies`). A callback passed to a call is `<anonymous>`.
 */
export function functionName(node: FunctionLike, source: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return memberName(node, 'constructor');
  if (ts.isMethodDeclaration(node)) return memberName(node, propertyName(node.name, source));
  if (ts.isGetAccessorDeclaration(node)) return memberName(node, `get ${propertyName(node.name, source)}`);
  if (ts.isSetAccessorDeclaration(node)) return memberName(node, `set ${propertyName(node.name, source)}`);
  if (node.name) return node.name.text;
  if (ts.isFunctionDeclaration(node)) return 'default';
  let holder: ts.Node = node.parent;
  while (
    ts.isParenthesizedExpression(holder) ||
    ts.isAsExpression(holder) ||
    ts.isSatisfiesExpression(holder) ||
    ts.isNonNullExpression(holder)
  ) {
    holder = holder.parent;
  }
  if (
    (ts.isVariableDeclaration(holder) || ts.isParameter(holder) || ts.isBindingElement(holder)) &&
    ts.isIdentifier(holder.name)
  ) {
    return holder.name.text;
  }
  if (ts.isPropertyAssignment(holder) || ts.isPropertyDeclaration(holder)) {
    return memberName(holder, propertyName(holder.name, source));
  }
  if (ts.isBinaryExpression(holder) && holder.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    return holder.left.getText(source);
  }
  if (ts.isExportAssignment(holder)) return 'default';
  return '<anonymous>';
}

/** A file's physical lines and every function in it (nested ones measured on their own). */
export function measureSource(file: string, text: string): FileSize {
  const kind = scriptKinds[path.extname(file)] ?? ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const functions: FunctionSize[] = [];
  const visit = (node: ts.Node) => {
    // A body-less signature (an overload, a `declare`) is no code to measure.
    if (isFunctionLike(node) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      functions.push({ path: file, line: first + 1, name: functionName(node, source), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { path: file, lines: countLines(text), functions };
}

/** Every source file of `sources` (path → text) measured; tests and generated files left out. */
export function measureFiles(sources: Record<string, string>): FileSize[] {
  return Object.entries(sources)
    .filter(([file]) => isMeasuredSource(file))
    .map(([file, text]) => measureSource(file, text));
}

export interface SizeReport {
  files: FileSize[];
  /** Longest first. */
  longestFiles: FileSize[];
  longestFunctions: FunctionSize[];
  filesOver: FileSize[];
  functionsOver: FunctionSize[];
}

export function sizeReport(files: FileSize[]): SizeReport {
  const byLength = <T extends { lines: number }>(list: T[]) => [...list].sort((a, b) => b.lines - a.lines);
  const allFiles = byLength(files);
  const allFunctions = byLength(files.flatMap((file) => file.functions));
  return {
    files,
    longestFiles: allFiles.slice(0, TOP),
    longestFunctions: allFunctions.slice(0, TOP),
    filesOver: allFiles.filter((file) => file.lines > MAX_FILE_LINES),
    functionsOver: allFunctions.filter((fn) => fn.lines > MAX_FUNCTION_LINES),
  };
}

const where = (fn: FunctionSize) => `${fn.path}:${fn.line}`;
const pad = (n: number) => String(n).padStart(6);

export function formatReport(report: SizeReport): string {
  const functionCount = report.files.reduce((sum, file) => sum + file.functions.length, 0);
  const width = Math.max(0, ...report.longestFunctions.map((fn) => where(fn).length));
  const lines = [
    `Longest files (of ${report.files.length} source files)`,
    ' lines  file',
    ...report.longestFiles.map((file) => `${pad(file.lines)}  ${file.path}`),
    '',
    `Longest functions (of ${functionCount})`,
    ' lines  where'.padEnd(width + 10) + 'name',
    ...report.longestFunctions.map((fn) => `${pad(fn.lines)}  ${where(fn).padEnd(width)}  ${fn.name}`),
    '',
    `Limits: ${MAX_FILE_LINES} lines a file, ${MAX_FUNCTION_LINES} lines a function (tests and generated files excepted).`,
  ];
  const offenders = report.filesOver.length + report.functionsOver.length;
  if (offenders === 0) {
    lines.push('Every file and function is within the limits.');
    return lines.join('\n');
  }
  lines.push(
    '',
    `Over the limits: ${report.filesOver.length} files, ${report.functionsOver.length} functions`,
    ...report.filesOver.map((file) => `  file      ${file.path}: ${file.lines} lines (limit ${MAX_FILE_LINES})`),
    ...report.functionsOver.map(
      (fn) => `  function  ${where(fn)} ${fn.name}: ${fn.lines} lines (limit ${MAX_FUNCTION_LINES})`,
    ),
  );
  return lines.join('\n');
}

/** The repository's tracked source files (one being moved by a working tree edit may be gone). */
function trackedSources(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listed
    .split('\0')
    .filter((file) => file && isMeasuredSource(file) && existsSync(path.join(root, file)))
    .sort();
}

function main(): number {
  const files = measureFiles(
    Object.fromEntries(trackedSources().map((file) => [file, readFileSync(path.join(root, file), 'utf8')])),
  );
  const report = sizeReport(files);
  console.log(formatReport(report));
  return report.filesOver.length + report.functionsOver.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) process.exit(main());
