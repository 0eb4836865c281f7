<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Atlas::Alternatives</name>
    <message>
        <source>as planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-3 across the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-3 with the optimizer in CPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-3 with optimizer and weights in CPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full activation recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA instead of full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::Assumption</name>
    <message>
        <source>%1 parameters derived from the architecture (%2 layers, hidden %3, %4 heads, %5 KV heads, vocabulary %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters given without an architecture: model states only; activations and the KV cache need layers, hidden size and heads and are counted as 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixture of experts: memory holds all %1 parameters, compute uses the %2 active ones (%3 of %4 experts per token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA base weights in NF4 with double quantisation: 4.127 bits per linear weight (QLoRA §3); embeddings, norms and the LM head stay %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT4 weights with an FP16 scale and a 4-bit zero point per group of %1: %2 bits per linear weight; embeddings, norms and the LM head stay 16-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT8 weights with per-channel FP16 scales; embeddings, norms and the LM head stay 16-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 training (Transformer Engine style): BF16 weights plus a cached FP8 copy, 3 bytes per parameter; activations counted at 16 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weights in %1: %2 bytes per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 trainable adapter parameters (rank %2, %3 layers): FP32 adapter weights and gradients with %4 state, %5 bytes each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without an architecture the adapters are sized as 0.6 % of the parameters at rank 16 (all linear layers of Llama-2-7B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with FP32 master weights and FP32 gradients: %2 bytes per trainable parameter (the Megatron-LM and DeepSpeed BF16 default; BF16 gradients give the ZeRO paper&apos;s 16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with %2 gradients%3: %4 bytes per trainable parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adafactor keeps factored second moments: about 8 / hidden bytes per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>freeze training: only the top %1 layers are trained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage %1 over %2 data-parallel ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-%1 with FP32 gradients: backward&apos;s 16-bit gradients are counted in full before the reduce-scatter, as DeepSpeed&apos;s estimator does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-3 working set: the largest module gathered with its gradient (%1 parameters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offloaded to host memory: %1 GiB per data-parallel rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activations after Korthikanti et al. (2022), adapted to this architecture: micro-batch %1, sequence %2, recomputation %3, flash attention %4, stored in %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logits: 16-bit values plus FP32 log-probabilities for the loss, %1 bytes per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor parallelism %1 with sequence parallelism: stored activations are sharded over the group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline parallelism %1 with the 1F1B schedule: the first stage keeps %1 micro-batches in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encoder-only model: no KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache of latent attention: %1 values per token per layer (kv_lora_rank + RoPE key), in %2, on every tensor-parallel rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache after vLLM: 2 × %1 layers × %2 KV heads per GPU × head size %3 × %4 bytes per token; heads are replicated when tensor parallelism exceeds them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sliding-window attention keeps at most %1 tokens per sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the context of %1 tokens exceeds the model&apos;s maximum of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference: %1 concurrent sequences of %2 tokens; prefill working set of a %3-token chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overhead: %1 GiB of CUDA context and kernels per GPU plus a %2 % allocator margin</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::Catalog</name>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaces the entry from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the id of a hub, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the id of a cluster, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown MFU class &quot;%1&quot;; the default 0.35 is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the id of an accelerator, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data directory does not exist</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::CatalogReader</name>
    <message>
        <source>a price without its basis cannot be traced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tier &quot;%1&quot; disagrees with the tier rule, which gives &quot;%2&quot; (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot; (first defined at line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this file needs schema version %1, but this program reads version %2 and older; update ComputeAtlas to read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a mapping of source keys to URLs, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected lower-case letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true, partial or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a point inside China&apos;s bounding box (3–54 °N, 73–136 °E), found %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most %1 active experts (the number of experts), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention is &quot;mla&quot;, so the mla block is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a divisor of the %1 attention heads, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden size %1 is not divisible by %2 heads: give head_dim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every default needs its basis (basis or basis_en)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every rate needs its basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected low &lt;= value &lt;= high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rates for &quot;%1&quot; are given twice in this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected CNY (other currencies are derived with usd_cny), found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a PUE value from 1 to 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected low &lt;= default &lt;= high, found %1 / %2 / %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a mapping, found %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::ChinaGeometry</name>
    <message>
        <source>Cannot read the map geometry %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map geometry is not valid JSON: %1 (at byte %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map geometry must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, ring %2: not an array of coordinates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, ring %2: %3 values, but coordinates come in lon/lat pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, ring %2: %3 points; a ring needs at least %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, ring %2: value %3 is not a finite number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, ring %2: point %3 is outside longitude -180..180 or latitude -90..90.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map geometry has no &quot;provinces&quot; array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map geometry has %1 province-level units; exactly %2 are expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Province %1 has no six-digit &quot;adcode&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Province %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the adcode appears twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;name_zh&quot; or &quot;name_en&quot; is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;label&quot; is not a [lon, lat] pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no rings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map geometry has no South China Sea inset (&quot;nanhai&quot; rings).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South China Sea inset</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::CompareView</name>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No region: national figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against the card&apos;s capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards and layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid, or inside the rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with host power and PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CO₂</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>regional grid factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one-way lower bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DP %1 · TP %2 · PP %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offload: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outlay %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid by you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside the rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no region chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown accelerator “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients + optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beyond capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to compare yet: add two to four options from the matrix, the tier chart or the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add at least one more option to compare (from the matrix, the tier chart or the map).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlighted: the best value of each row among the options that fit; unknown values never win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 options: the view compares at most %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison of options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove “%1” from the comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove option %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::Diagnostic</name>
    <message>
        <source>warning: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::FitMatrixModel</name>
    <message>
        <source>pre-train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full FT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>freeze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit on up to %1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest fit: %1 cards (dp %2, tp %3, pp %4, ZeRO %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU: weights %1, gradients %2, optimizer %3, activations %4, KV cache %5, overhead %6; total %7 of %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed table 4.2: %1, %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>domestic</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::HfConfig</name>
    <message>
        <source>missing &quot;%1&quot;, which a %2 config needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a non-negative whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes; not a config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: model_type &quot;%2&quot; is not supported; supported types are %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::MainWindow</name>
    <message>
        <source>Choose accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove comparison option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computed in %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ComputeAtlas 算力产区图</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language 语言</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF &amp;Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current View as PNG or SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matrix as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tier Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region &amp;Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both Languages in Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-Contrast Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workshop Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case A: 8B QLoRA on one RTX 4090</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case B: 13B full fine-tune, 100k CNY a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case C: 200B MoE pre-training, west vs east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About ComputeAtlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data &amp;Sources and Confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen, larger type, high-contrast charts, editing panel hidden (F11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario &amp;Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier Chart 梯队图</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model–GPU Matrix 匹配矩阵</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region Map 产区图</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare 对比</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be opened:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario was not saved; the file on disk is unchanged.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios (*.yaml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Hugging Face config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model configs (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import the config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import model config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About ComputeAtlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;ComputeAtlas 算力产区图 %1&lt;/h3&gt;&lt;p&gt;What hardware an AI job needs, what it costs and where in China it should run.&lt;/p&gt;&lt;p&gt;Map geometry: Apache ECharts 4.9.0 (Apache License 2.0). Hub and cluster coordinates: GeoNames, geonames.org (CC-BY-4.0). The map is schematic, not an official standard map (示意图，非标准地图).&lt;/p&gt;&lt;p&gt;Accelerator, region and price figures carry their sources and confidence grades; see Help → Data Sources.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data Sources and Confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Confidence grades: A vendor document and an independent database agree; B two or more reputable secondary sources; C a single source or a vendor claim; U unverified.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Accelerator&lt;/th&gt;&lt;th&gt;Grade&lt;/th&gt;&lt;th&gt;First source&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::MapLegendPainter</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Legend title with its unit, e.g. &quot;Electricity tariff (CNY/kWh)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Higher is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East (demand side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West (supply side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::MapPlotter</name>
    <message>
        <source>示意图，非标准地图 / Schematic map, not an official standard map</source>
        <extracomment>Keep BOTH languages in the translation: the map must always carry the Chinese and the English disclaimer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Geometry: Apache ECharts 4.9.0 (Apache-2.0); markers: GeoNames (CC-BY-4.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map cannot be drawn: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::MatrixView</name>
    <message>
        <source>Smallest number of cards that fits, per model × task and accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlay the seed&apos;s table 4.2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red corner: the seed recommends a setup the engine says does not fit; green: it fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1, 2, 4 … cards · ✕ does not fit on up to 4096 cards · — not possible at this precision · precision %1, sequence %2, micro-batch %3; inference: context %4, %5 concurrent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a matrix cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model · task</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::MemoryBar</name>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::MemoryModel</name>
    <message>
        <source>tensor parallelism %1 does not divide the %2 attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor parallelism %1 and the %2 KV heads must divide one another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline parallelism %1 is larger than the %2 layers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::ModelArch</name>
    <message>
        <source>the parameter count must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layers must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a size is beyond any real model (layers up to 100000, hidden up to 1048576, vocabulary and MLP up to 16777216)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden size must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention heads must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vocabulary size must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the MLP (ffn) size must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention heads must be a multiple of the KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV heads and head size cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden size must be divisible by the attention heads (or give the head size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active experts must be between 1 and the number of experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the expert MLP size must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dense layers must be between 0 and the number of layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latent attention needs kv_lora_rank, the q/k head sizes and v_head_dim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sliding window must be a positive number of tokens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::PdfReport</name>
    <message>
        <source>Decision report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimates with their assumptions; see the sources section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>continued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>national average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job fits on %1 × %2 with %3 per card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job does not fit on %1 × %2; it needs at least %3 cards (data parallel %4, tensor parallel %5, pipeline %6, ZeRO %7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job does not fit on %1 cards at any layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It runs for %1 and costs %2 as %3 (energy %4, %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Among the clusters whose role suits this job, %1 prices it lowest at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the same cards it would fit with: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed document claims: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute (rent or amortised cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CO₂</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-hour trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying the cards pays off after %1 months of renting them 24×7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidence: A vendor text and a database agree; B two secondary sources; C one source or a vendor claim; U unverified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map: Apache ECharts 4.9.0 geometry (Apache-2.0); coordinates GeoNames (CC-BY-4.0). Schematic map, not an official standard map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start the PDF for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model-to-GPU matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sources and confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot finish the PDF for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::PlanCost</name>
    <message>
        <source>no TDP is published for this accelerator: energy and CO₂ are not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energy = GPU-hours × %1 W × utilisation %2 × (1 + host overhead %3) × PUE %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CO₂ = energy × %1 kg/kWh grid factor × (1 − %2 contracted green share)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no hourly price is known for this accelerator; give one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU container billed per running hour: %1 GPU-hours × %2 CNY; electricity is included in the price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no monthly price is known for this accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU cloud server billed 24×7 by the month: %1 GPUs × %2 months × %3 CNY; electricity included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bare-metal price is known for this accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bare metal rented by whole 8-GPU machines and months: %1 machines × %2 months × %3 CNY; electricity included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no purchase price is known for this accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purchase: %1 CNY of cards amortised over %2 years (the plan is charged its share of that time), electricity at %3 CNY/kWh, hosting %4 CNY per kW-month, operations %5 of capex a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data preparation: %1 CPU-server hours × %2 CNY</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::RadarPainter</name>
    <message>
        <source>PCIe only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOPS per CNY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare: up to four selected accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not scored: %1, see footnote)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click up to four accelerators in the chart to compare them here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Radar scores (0 to 1 against the catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no purchase price: not scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not published: not scored</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::RadarScores</name>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute: dense BF16 TFLOPS (FP16 if no BF16), log scale over the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory: GiB per card, log scale over the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interconnect: scale-up link GB/s / catalog maximum (PCIe only = 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model capacity: BF16 parameters on one card, (GiB - 1) x 2^30 / 2 bytes, log scale over the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO: dense BF16 TFLOPS per CNY of purchase price / catalog maximum (no price: not scored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log scale: ln(v / min) / ln(max / min); linear: v / max; min and max over every catalog accelerator that has the value.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::Rates</name>
    <message>
        <source>%1 USD per GPU-hour (%2) × %3 CNY/USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hourly rate × %1 hours × %2 (monthly factor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × the monthly GPU rate × %2 (bare-metal factor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 USD (%2) × %3 CNY/USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seed&apos;s CNY price (no reference price exists)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::RegionCost</name>
    <message>
        <source>policy role: real-time work such as AI inference in the east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy role: non-real-time; serving users from here adds latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>industry reading: training is latency-tolerant, the west&apos;s non-real-time role fits it (not policy text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy role: real-time; offline training here pays eastern electricity prices</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::RegionMapView</name>
    <message>
        <source>Region map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::RegionPanel</name>
    <message>
        <source>Change user city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tariff %1 CNY/kWh (indicative, %2–%3) %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE target %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid CO₂ factor %1 kg/kWh (%2 grid, %3) %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contracted green share %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency floor to %1: %2 ms one way (%3 km)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan here: %1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ verified · ◐ partial · ≈✘ unverified; sources: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan&apos;s total cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity tariff (indicative)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid CO₂ factor (2023)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency floor to the user city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNY/kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kg CO₂/kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms, one way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Climate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local latency claim:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tariff basis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity tariff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid CO₂ factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency to the user city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a hub or cluster for its figures, sources and policy role.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::SaveFile</name>
    <message>
        <source>cannot open %1 for writing: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::Scenario</name>
    <message>
        <source>expected a list, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the id of an accelerator, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the id of a hub or cluster, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this scenario was written by a newer ComputeAtlas (schema version %1; this program reads version %2 and older); update to open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;scenario&quot;, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the id of a catalog model, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a model id or an architecture, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the id of a city, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::ScenarioEngine</name>
    <message>
        <source>unknown model &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown accelerator &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time: %1 FLOPs per token × %2 tokens on %3 cards of %4 dense TFLOPS at %5 MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no usable dense throughput is published for this accelerator: time is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit on up to %1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit on %1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no published throughput: time unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::ScenarioPanel</name>
    <message>
        <source>Pre-training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Freeze (top layers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA (4-bit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU container (hourly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU cloud server (monthly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bare metal (8-GPU machine, monthly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase and host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change tensor parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change pipeline parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change LoRA rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change amount of work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer to CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer and weights to CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>billion tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>National average (no region)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model and task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware and parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost and region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-GPU memory and verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import config.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a Hugging Face config.json (llama, mistral, mixtral, qwen2, deepseek_v3, gpt2, bert)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights and compute precision, from FP32 down to INT4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor / pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PP </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan&apos;s budget: regions and configurations within it light up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not possible:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits: %1 of %2 per GPU on %3 × %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: %1 per GPU on %2 GiB cards; the smallest layout that fits has %3 × %4 (dp %5, tp %6, pp %7, ZeRO %8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit on up to %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (no published throughput)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: no price for this form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within the budget of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over the budget of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::SeedTable</name>
    <message>
        <source>expected a list, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seed recommends %1 × %2 for %3 (%4), but even its best layout needs %5 GiB per card of %6 GiB; the engine needs %7 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seed&apos;s %1 × %2 fits: %3 GiB per card of %4 GiB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::Tier</name>
    <message>
        <source>edge: designed for inference only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>edge: less than %1 GiB of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>edge: TDP of %1 W or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flagship: at least %1 GiB, a scale-up link of at least %2 GB/s and at least %3 dense 16-bit TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory below %1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no scale-up link of %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dense 16-bit throughput below %1 TFLOPS or unpublished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>production halted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::TierChartView</name>
    <message>
        <source>Accelerators by tier: memory vs dense %1 throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per card (GiB, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense TFLOPS at %1 (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domestic (China-made)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bubble area: memory bandwidth (largest %1 GB/s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bubble area: purchase price per card (largest %1); pale, small bubbles: price unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* No %1 figure published: another format&apos;s rate is plotted (see the tooltip).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not plotted (no dense %1 figure published): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense (non-sparse) vendor figures. Hover for specs, price and sources; click to compare.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::TierToolTip</name>
    <message>
        <source>Flagship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge / inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16 (FP16 accumulate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A (vendor document and a database agree)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B (two secondary sources)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C (single source, vendor claim or derived)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U (unverified)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domestic (China-made)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dense (%2 figure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fallback: no %1 figure is published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not published: not plotted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W (estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (no purchase price in the catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rental</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Atlas::Workload</name>
    <message>
        <source>the micro-batch must be at least 1, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sequence length must be at least 1 token, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 training needs a floating-point precision (fp32, tf32, bf16, fp16 or fp8), not %2; quantised weights are for inference, LoRA and QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the LoRA rank must be at least 1, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA stores the base model in NF4 and computes in 16 bits; choose bf16 or fp16 as its precision, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>freeze training needs at least one trainable layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the context must be at least 1 token, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the concurrency must be at least 1, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the KV cache precision must be bf16, fp16, fp8 or int8, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradients are kept in fp32, bf16 or fp16, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quantisation group size cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of GPUs must be at least 1, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor parallelism must be at least 1, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline parallelism must be at least 1, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ZeRO stage must be 0, 1, 2 or 3, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs cannot be split into tensor parallel %2 × pipeline parallel %3 groups; the GPU count must be a multiple of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO shards training state; it does not apply to inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offloading parameters needs ZeRO stage 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offloading the optimizer needs ZeRO stage 1 or higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer offload applies to training only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::YamlBounds</name>
    <message>
        <source>more than %1 aliases; aliases are capped to keep loading bounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels; the depth is capped before parsing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file is %1 bytes; files larger than %2 bytes are not read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Atlas::YamlReader</name>
    <message>
        <source>more than %1 nodes after alias expansion; loading stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the string &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a mapping, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys must be plain text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key appears twice in the same mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key, ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected non-empty text, found an empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number of at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text in the list, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at least one entry, found an empty list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
