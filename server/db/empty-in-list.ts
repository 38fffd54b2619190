import {
  BinaryOperationNode,
  OperationNodeTransformer,
  OperatorNode,
  PrimitiveValueListNode,
  ValueListNode,
  ValueNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * `x in ()` with an empty list, which SQLite reads as false (and `not in ()` as true) and
 * PostgreSQL refuses as a syntax error: written as `1 = 0` (`1 = 1`) there, so that code passing
 * a list that may be empty means the same on both databases.
 */
class EmptyInListTransformer extends OperationNodeTransformer {
  protected override transformBinaryOperation(node: BinaryOperationNode): BinaryOperationNode {
    const transformed = super.transformBinaryOperation(node);
    const operator = OperatorNode.is(transformed.operator) ? transformed.operator.operator : null;
    if ((operator === 'in' || operator === 'not in') && isEmptyList(transformed.rightOperand)) {
      return BinaryOperationNode.create(
        ValueNode.createImmediate(1),
        OperatorNode.create('='),
        ValueNode.createImmediate(operator === 'in' ? 0 : 1),
      );
    }
    return transformed;
  }
}

function isEmptyList(node: OperationNode): boolean {
  return (PrimitiveValueListNode.is(node) || ValueListNode.is(node)) && node.values.length === 0;
}

export class EmptyInListPlugin implements KyselyPlugin {
  private readonly transformer = new EmptyInListTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
