import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every English message the API's source can answer with, read from the code itself (the test
 * that the Khmer catalogue covers them all uses this):
 * - the message and `fields` arguments of `new HttpError(...)`, and of every function that passes
 *   one of its parameters on to it (`badRequest`, `notFound`, `badRequestFor`, `QuoteChangedError`…,
 *   found by following the parameters, so a new helper is covered without listing it);
 * - every `message:` property with a literal value (zod's custom messages, `addIssue`, the voucher
 *   checks' results, the error handler's own answers).
 * Constants, functions returning messages (`stockMessage(stock)`) and object maps
 * (`NAME_MESSAGES[problem]`) are followed to their literals. A template literal's interpolations
 * become {@link SAMPLE} (a branch of `a ? 'x' : 'y'` becomes each branch), so it is matched
 * against the catalogue's placeholder patterns.
 */
export interface FoundMessage {
  file: string;
  line: number;
  text: string;
}

/** A helper argument whose text is computed at run time and cannot be followed to a literal. */
export interface DynamicArgument {
  file: string;
  line: number;
  expression: string;
}

export interface MessageInventory {
  messages: FoundMessage[];
  dynamicArguments: DynamicArgument[];
  /** The helpers found, with the positions of their message and fields parameters. */
  helpers: ReadonlyMap<string, HelperSlots>;
}

interface HelperSlots {
  message: Set<number>;
  fields: Set<number>;
}

export const SAMPLE = '7';

const SOURCE_ROOT = path.resolve(__dirname, '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory())
      return entry.name === 'seed' || entry.name === 'testing' ? [] : sourceFiles(full);
    const isSource =
      entry.name.endsWith('.ts') &&
      !/\.(test|test-helper|d)\.ts$/.test(entry.name) &&
      entry.name !== 'seed.ts';
    return isSource ? [full] : [];
  });
}

type Declaration = ts.Expression | ts.FunctionDeclaration;

interface Resolution {
  texts: string[];
  dynamic: boolean;
}

const merge = (...parts: Resolution[]): Resolution => ({
  texts: parts.flatMap((part) => part.texts),
  dynamic: parts.some((part) => part.dynamic),
});
const DYNAMIC: Resolution = { texts: [], dynamic: true };

function nameOf(node: ts.PropertyName | ts.BindingName): string | undefined {
  return ts.isIdentifier(node) || ts.isStringLiteral(node) ? node.text : undefined;
}

export function collectMessages(root = SOURCE_ROOT): MessageInventory {
  const files = sourceFiles(root).map((file) =>
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  );

  // Top-level and nested `const NAME = …` and `function NAME() {}`, by file and by name.
  const declarations = new Map<ts.SourceFile, Map<string, Declaration>>();
  const everywhere = new Map<string, Declaration[]>();
  for (const file of files) {
    const own = new Map<string, Declaration>();
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
        own.set(node.name.text, node.initializer);
      if (ts.isFunctionDeclaration(node) && node.name) own.set(node.name.text, node);
      ts.forEachChild(node, visit);
    };
    visit(file);
    declarations.set(file, own);
    for (const [name, declaration] of own)
      everywhere.set(name, [...(everywhere.get(name) ?? []), declaration]);
  }
  // The file's own first; elsewhere only when the name is unambiguous.
  const lookUp = (name: string, file: ts.SourceFile): Declaration | undefined =>
    declarations.get(file)?.get(name) ??
    (everywhere.get(name)?.length === 1 ? everywhere.get(name)![0] : undefined);

  const enclosingFunction = (node: ts.Node): ts.SignatureDeclaration | undefined => {
    for (let current = node.parent; current; current = current.parent) {
      if (ts.isFunctionLike(current)) return current;
    }
    return undefined;
  };

  /** The name callers use for a function: its own, its variable's, or its class's (constructors). */
  const calledAs = (fn: ts.SignatureDeclaration): string | undefined => {
    if (ts.isConstructorDeclaration(fn)) return fn.parent.name?.text;
    if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
    if (ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) return fn.parent.name.text;
    return undefined;
  };

  const parameterOf = (
    expression: ts.Expression,
  ): { fn: ts.SignatureDeclaration; index: number; parameter: ts.ParameterDeclaration } | undefined => {
    if (!ts.isIdentifier(expression)) return undefined;
    for (let fn = enclosingFunction(expression); fn; fn = enclosingFunction(fn)) {
      const index = fn.parameters.findIndex((parameter) => nameOf(parameter.name) === expression.text);
      if (index >= 0) return { fn, index, parameter: fn.parameters[index]! };
    }
    return undefined;
  };

  const returnedExpressions = (fn: ts.SignatureDeclaration): ts.Expression[] => {
    const body = (fn as ts.FunctionLikeDeclaration).body;
    if (!body) return [];
    if (!ts.isBlock(body)) return [body];
    const found: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node)) return;
      if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(body, visit);
    return found;
  };

  const importsName = (file: ts.SourceFile, name: string) =>
    file.statements.some(
      (statement) =>
        ts.isImportDeclaration(statement) &&
        statement.importClause?.namedBindings &&
        ts.isNamedImports(statement.importClause.namedBindings) &&
        statement.importClause.namedBindings.elements.some((element) => element.name.text === name),
    );

  /** What callers pass for a parameter (`line('Village')` → 'Village'), its default when they pass nothing. */
  function argumentsFor(identifier: ts.Identifier, seen: Set<ts.Node>): Resolution {
    const parameter = parameterOf(identifier)!;
    const name = calledAs(parameter.fn);
    const home = parameter.fn.getSourceFile();
    const sites = name
      ? calls.filter((site) => site.name === name && (site.file === home || importsName(site.file, name)))
      : [];
    if (!sites.length) return DYNAMIC;
    return merge(
      ...sites.map(({ call, file }) => {
        const argument = call.arguments?.[parameter.index] ?? parameter.parameter.initializer;
        return argument
          ? resolve(argument, argument === parameter.parameter.initializer ? home : file, seen)
          : DYNAMIC;
      }),
    );
  }

  function resolve(
    expression: ts.Expression,
    file: ts.SourceFile,
    seen: Set<ts.Node> = new Set(),
  ): Resolution {
    if (seen.has(expression)) return DYNAMIC;
    seen.add(expression);
    if (
      ts.isStringLiteral(expression) ||
      ts.isNoSubstitutionTemplateLiteral(expression) ||
      ts.isNumericLiteral(expression)
    )
      return { texts: [expression.text], dynamic: false };
    if (ts.isTemplateExpression(expression)) {
      let variants = [expression.head.text];
      for (const span of expression.templateSpans) {
        const inner = parameterOf(span.expression)
          ? argumentsFor(span.expression as ts.Identifier, seen)
          : resolve(span.expression, file, seen);
        const values = inner.dynamic || inner.texts.length === 0 ? [SAMPLE] : inner.texts;
        variants = variants.flatMap((start) => values.map((value) => `${start}${value}${span.literal.text}`));
      }
      return { texts: variants, dynamic: false };
    }
    if (
      ts.isParenthesizedExpression(expression) ||
      ts.isAsExpression(expression) ||
      ts.isSatisfiesExpression(expression) ||
      ts.isNonNullExpression(expression)
    ) {
      return resolve(expression.expression, file, seen);
    }
    if (ts.isConditionalExpression(expression))
      return merge(resolve(expression.whenTrue, file, seen), resolve(expression.whenFalse, file, seen));
    if (
      ts.isBinaryExpression(expression) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(expression.operatorToken.kind)
    ) {
      return merge(resolve(expression.left, file, seen), resolve(expression.right, file, seen));
    }
    if (ts.isObjectLiteralExpression(expression)) {
      return merge(
        ...expression.properties.map((property) =>
          ts.isPropertyAssignment(property) ? resolve(property.initializer, file, seen) : DYNAMIC,
        ),
      );
    }
    if (ts.isIdentifier(expression)) {
      if (parameterOf(expression)) return DYNAMIC;
      const declaration = lookUp(expression.text, file);
      return declaration && !ts.isFunctionDeclaration(declaration)
        ? resolve(declaration, declaration.getSourceFile(), seen)
        : DYNAMIC;
    }
    if (
      (ts.isPropertyAccessExpression(expression) || ts.isElementAccessExpression(expression)) &&
      ts.isIdentifier(expression.expression)
    ) {
      const declaration = lookUp(expression.expression.text, file);
      if (!declaration || !ts.isObjectLiteralExpression(declaration)) return DYNAMIC;
      const key = ts.isPropertyAccessExpression(expression)
        ? expression.name.text
        : ts.isStringLiteral(expression.argumentExpression)
          ? expression.argumentExpression.text
          : undefined;
      const property = declaration.properties.find(
        (candidate): candidate is ts.PropertyAssignment =>
          ts.isPropertyAssignment(candidate) && nameOf(candidate.name) === key,
      );
      return resolve(property ? property.initializer : declaration, declaration.getSourceFile(), seen);
    }
    if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
      const declaration = lookUp(expression.expression.text, file);
      const fn =
        declaration &&
        (ts.isFunctionDeclaration(declaration) ||
          ts.isArrowFunction(declaration) ||
          ts.isFunctionExpression(declaration))
          ? declaration
          : undefined;
      if (!fn) return DYNAMIC;
      const returned = returnedExpressions(fn);
      return returned.length
        ? merge(...returned.map((result) => resolve(result, fn.getSourceFile(), seen)))
        : DYNAMIC;
    }
    return DYNAMIC;
  }

  // `new HttpError(status, message, fields)` is where every answer starts; the rest is found.
  const helpers = new Map<string, HelperSlots>([
    ['HttpError', { message: new Set([1]), fields: new Set([2]) }],
  ]);
  const slotsOf = (name: string) =>
    helpers.get(name) ?? helpers.set(name, { message: new Set(), fields: new Set() }).get(name)!;

  const calls: { call: ts.CallExpression | ts.NewExpression; name: string; file: ts.SourceFile }[] = [];
  const messageProperties: { value: ts.Expression; file: ts.SourceFile }[] = [];
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && ts.isIdentifier(node.expression))
        calls.push({ call: node, name: node.expression.text, file });
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword) {
        const base = ts.findAncestor(node, ts.isClassDeclaration)?.heritageClauses?.[0]?.types[0]?.expression;
        if (base && ts.isIdentifier(base)) calls.push({ call: node, name: base.text, file });
      }
      if (ts.isPropertyAssignment(node) && nameOf(node.name) === 'message')
        messageProperties.push({ value: node.initializer, file });
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  const messages: FoundMessage[] = [];
  const dynamicArguments: DynamicArgument[] = [];
  const where = (node: ts.Node) => ({
    file: path.relative(root, node.getSourceFile().fileName),
    line: node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1,
  });
  const record = (node: ts.Expression, resolution: Resolution, strict = true) => {
    for (const text of resolution.texts) messages.push({ ...where(node), text });
    if (strict && resolution.dynamic) dynamicArguments.push({ ...where(node), expression: node.getText() });
  };

  /**
   * A message argument: a literal to record, or a parameter that makes its function a helper.
   * Not `strict` (a `message:` property), a value that leads to no literal is data, not an answer.
   */
  const messageArgument = (
    argument: ts.Expression,
    file: ts.SourceFile,
    slot: 'message' | 'fields',
    report: boolean,
    strict = true,
  ): boolean => {
    // No fields (`super(409, message, undefined, { quote })`).
    if (
      (ts.isIdentifier(argument) && argument.text === 'undefined') ||
      argument.kind === ts.SyntaxKind.NullKeyword
    )
      return false;
    const parameter = parameterOf(argument);
    if (parameter) {
      const name = calledAs(parameter.fn);
      if (!name) {
        if (report && strict) dynamicArguments.push({ ...where(argument), expression: argument.getText() });
        return false;
      }
      const slots = slotsOf(name)[slot];
      const added = !slots.has(parameter.index);
      slots.add(parameter.index);
      // A default message (`unauthorized(message = 'Please sign in to continue.')`).
      if (report && parameter.parameter.initializer)
        record(parameter.parameter.initializer, resolve(parameter.parameter.initializer, file));
      return added;
    }
    if (report) record(argument, resolve(argument, file), strict);
    return false;
  };

  const fieldsArgument = (argument: ts.Expression, file: ts.SourceFile, report: boolean): boolean => {
    if (!ts.isObjectLiteralExpression(argument)) return messageArgument(argument, file, 'fields', report);
    let added = false;
    for (const property of argument.properties) {
      if (ts.isPropertyAssignment(property))
        added = messageArgument(property.initializer, file, 'message', report) || added;
      else if (report) dynamicArguments.push({ ...where(property), expression: property.getText() });
    }
    return added;
  };

  const pass = (report: boolean): boolean => {
    let added = false;
    for (const { call, name, file } of calls) {
      const slots = helpers.get(name);
      if (!slots) continue;
      const args = call.arguments ?? ts.factory.createNodeArray<ts.Expression>();
      for (const index of slots.message)
        if (args[index]) added = messageArgument(args[index], file, 'message', report) || added;
      for (const index of slots.fields)
        if (args[index]) added = fieldsArgument(args[index], file, report) || added;
    }
    for (const { value, file } of messageProperties)
      added = messageArgument(value, file, 'message', report, false) || added;
    return added;
  };
  // Following parameters finds new helpers, whose calls may find more: until nothing changes.
  while (pass(false));
  pass(true);

  return { messages, dynamicArguments, helpers };
}
