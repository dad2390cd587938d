#!/usr/bin/python3
"""Writes test/models/tiny-ner: a tiny BERT-shaped token-classification model for tests.

The "model" is an embedding lookup (one row of label logits per vocabulary token) plus a
linear layer set to the identity, so its output is fully determined by the weights below:
chosen vocabulary words get PER/ORG/LOC/MISC labels, everything else O. It is loaded by
transformers.js exactly like a real model (config.json, tokenizer.json, tokenizer_config.json,
onnx/model.onnx and onnx/model_quantized.onnx), so tests run the real loading, tokenisation,
inference, alignment and merging path without downloading anything.

Run with Debian's python3-onnx:  /usr/bin/python3 scripts/make-tiny-ner-model.py
Deterministic: the same files byte for byte on every run.
"""

import json
import os
import string

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
# Node tests read the first copy; the app serves the second from its own origin (models/tiny-ner/),
# where the browser test and the "Tiny test model" entry of Settings load it.
OUTS = [os.path.join(ROOT, 'test', 'models', 'tiny-ner'), os.path.join(ROOT, 'public', 'models', 'tiny-ner')]

LABELS = ['O', 'B-PER', 'I-PER', 'B-ORG', 'I-ORG', 'B-LOC', 'I-LOC', 'B-MISC', 'I-MISC']

# Words the model recognises, and the label it gives each (whole-word vocabulary entries).
LABELLED = {
    'alice': 'B-PER', 'bob': 'B-PER', 'jose': 'B-PER', 'maria': 'B-PER', 'zoe': 'B-PER',
    'smith': 'I-PER', 'garcia': 'I-PER', 'muller': 'I-PER',
    'acme': 'B-ORG', 'globex': 'B-ORG', 'corp': 'I-ORG', 'bank': 'I-ORG',
    'paris': 'B-LOC', 'london': 'B-LOC', 'berlin': 'B-LOC', 'madrid': 'B-LOC', 'york': 'I-LOC',
    'new': 'O',
    'euro': 'B-MISC',
}
# Ordinary words, so that common text does not fall back to single letters.
PLAIN = ['the', 'and', 'works', 'at', 'in', 'lives', 'met', 'with', 'from', 'to', 'of', 'for',
         'is', 'on', 'call', 'email', 'page', 'dear', 'mr', 'ms', 'sent', 'by']

SPECIAL = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]']
# Letters and digits (word-initial and ## continuation) so that any ASCII word tokenizes;
# accented letters are stripped by the uncased normaliser, anything else becomes [UNK].
CHARS = list(string.ascii_lowercase + string.digits)
PUNCT = list('.,;:!?\'"()-@/&')

vocab = SPECIAL + PUNCT + CHARS + ['##' + c for c in CHARS] + sorted(LABELLED) + PLAIN
vocab += ['##son']
assert len(vocab) == len(set(vocab)), [t for t in vocab if vocab.count(t) > 1]
ids = {tok: i for i, tok in enumerate(vocab)}

# Label logits per token: 4.0 for the chosen label, 0 elsewhere (softmax ~0.87 for it).
table = np.zeros((len(vocab), len(LABELS)), dtype=np.float32)
for tok in vocab:
    table[ids[tok], LABELS.index(LABELLED.get(tok, 'O'))] = 4.0

hidden = len(LABELS)
graph = helper.make_graph(
    [
        helper.make_node('Gather', ['embeddings', 'input_ids'], ['hidden'], axis=0),
        helper.make_node('MatMul', ['hidden', 'classifier_weight'], ['projected']),
        helper.make_node('Add', ['projected', 'classifier_bias'], ['logits']),
    ],
    'tiny_ner',
    [
        helper.make_tensor_value_info('input_ids', TensorProto.INT64, ['batch', 'sequence']),
        helper.make_tensor_value_info('attention_mask', TensorProto.INT64, ['batch', 'sequence']),
        helper.make_tensor_value_info('token_type_ids', TensorProto.INT64, ['batch', 'sequence']),
    ],
    [helper.make_tensor_value_info('logits', TensorProto.FLOAT, ['batch', 'sequence', len(LABELS)])],
    [
        numpy_helper.from_array(table, 'embeddings'),
        numpy_helper.from_array(np.eye(hidden, dtype=np.float32), 'classifier_weight'),
        numpy_helper.from_array(np.zeros(len(LABELS), dtype=np.float32), 'classifier_bias'),
    ],
)
model = helper.make_model(graph, opset_imports=[helper.make_opsetid('', 13)], producer_name='obscura')
model.ir_version = 8
onnx.checker.check_model(model)

config = {
    'architectures': ['BertForTokenClassification'],
    'model_type': 'bert',
    'vocab_size': len(vocab),
    'hidden_size': hidden,
    'num_hidden_layers': 0,
    'num_attention_heads': 1,
    'intermediate_size': hidden,
    'max_position_embeddings': 32,
    'type_vocab_size': 2,
    'id2label': {str(i): label for i, label in enumerate(LABELS)},
    'label2id': {label: i for i, label in enumerate(LABELS)},
}

added = [
    {'id': ids[tok], 'content': tok, 'single_word': False, 'lstrip': False, 'rstrip': False,
     'normalized': False, 'special': True}
    for tok in SPECIAL
]
tokenizer = {
    'version': '1.0',
    'truncation': None,
    'padding': None,
    'added_tokens': added,
    'normalizer': {'type': 'BertNormalizer', 'clean_text': True, 'handle_chinese_chars': True,
                   'strip_accents': None, 'lowercase': True},
    'pre_tokenizer': {'type': 'BertPreTokenizer'},
    'post_processor': {
        'type': 'TemplateProcessing',
        'single': [{'SpecialToken': {'id': '[CLS]', 'type_id': 0}},
                   {'Sequence': {'id': 'A', 'type_id': 0}},
                   {'SpecialToken': {'id': '[SEP]', 'type_id': 0}}],
        'pair': [{'SpecialToken': {'id': '[CLS]', 'type_id': 0}},
                 {'Sequence': {'id': 'A', 'type_id': 0}},
                 {'SpecialToken': {'id': '[SEP]', 'type_id': 0}},
                 {'Sequence': {'id': 'B', 'type_id': 1}},
                 {'SpecialToken': {'id': '[SEP]', 'type_id': 1}}],
        'special_tokens': {
            '[CLS]': {'id': '[CLS]', 'ids': [ids['[CLS]']], 'tokens': ['[CLS]']},
            '[SEP]': {'id': '[SEP]', 'ids': [ids['[SEP]']], 'tokens': ['[SEP]']},
        },
    },
    'decoder': {'type': 'WordPiece', 'prefix': '##', 'cleanup': True},
    'model': {'type': 'WordPiece', 'unk_token': '[UNK]', 'continuing_subword_prefix': '##',
              'max_input_chars_per_word': 100, 'vocab': ids},
}
tokenizer_config = {
    'tokenizer_class': 'BertTokenizer',
    'do_lower_case': True,
    'model_max_length': 32,
    'unk_token': '[UNK]', 'sep_token': '[SEP]', 'pad_token': '[PAD]', 'cls_token': '[CLS]',
    'mask_token': '[MASK]',
}


def write_json(out, name, value):
    with open(os.path.join(out, name), 'w', encoding='utf-8') as f:
        json.dump(value, f, indent=1, ensure_ascii=False, sort_keys=True)
        f.write('\n')


data = model.SerializeToString()
for out in OUTS:
    os.makedirs(os.path.join(out, 'onnx'), exist_ok=True)
    write_json(out, 'config.json', config)
    write_json(out, 'tokenizer.json', tokenizer)
    write_json(out, 'tokenizer_config.json', tokenizer_config)
    # The same graph serves both dtypes: q8 would only round these weights anyway.
    for name in ('model.onnx', 'model_quantized.onnx'):
        with open(os.path.join(out, 'onnx', name), 'wb') as f:
            f.write(data)
    print(f'wrote {os.path.normpath(out)} ({len(vocab)} tokens, {len(data)} bytes of ONNX)')
