import type { FindEntitiesRequest, ModelInfo, Outcome, TextEntity } from '../../../worker/protocol';
import { type PipelineConnection, connectPipeline } from '../../services/pipeline-connection';

/** The Models section's own pipeline worker, started on first use (not the review's). */
let connection: PipelineConnection | undefined;

function connect(): PipelineConnection {
  if (!connection) {
    const c = connectPipeline();
    connection = c;
    c.lost.catch(() => {
      if (connection === c) connection = undefined;
    });
  }
  return connection;
}

/** The value of an outcome, or its failure as an Error. */
function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
}

/** Loads a model in a worker and says what it runs on. */
export async function checkModel(modelId: string): Promise<ModelInfo> {
  const c = connect();
  return unwrap(await Promise.race([c.remote.loadModel(modelId), c.lost]));
}

/** Runs a model on a text in a worker. */
export async function tryModel(request: FindEntitiesRequest): Promise<TextEntity[]> {
  const c = connect();
  return unwrap(await Promise.race([c.remote.findEntities(request), c.lost]));
}
