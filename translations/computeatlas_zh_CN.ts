<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Atlas::Alternatives</name>
    <message>
        <source>as planned</source>
        <translation>按原方案</translation>
    </message>
    <message>
        <source>ZeRO-3 across the cards</source>
        <translation>跨卡 ZeRO-3 切分</translation>
    </message>
    <message>
        <source>ZeRO-3 with the optimizer in CPU memory</source>
        <translation>ZeRO-3，优化器卸载到 CPU 内存</translation>
    </message>
    <message>
        <source>ZeRO-3 with optimizer and weights in CPU memory</source>
        <translation>ZeRO-3，优化器和权重卸载到 CPU 内存</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8-bit AdamW</translation>
    </message>
    <message>
        <source>full activation recomputation</source>
        <translation>全量激活重计算</translation>
    </message>
    <message>
        <source>LoRA instead of full fine-tuning</source>
        <translation>用 LoRA 代替全参数微调</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA（4-bit 基座）</translation>
    </message>
</context>
<context>
    <name>Atlas::Assumption</name>
    <message>
        <source>%1 parameters derived from the architecture (%2 layers, hidden %3, %4 heads, %5 KV heads, vocabulary %6)</source>
        <translation>参数量 %1，由模型架构推算（%2 层，隐藏维度 %3，%4 个注意力头，%5 个 KV 头，词表 %6）</translation>
    </message>
    <message>
        <source>%1 parameters given without an architecture: model states only; activations and the KV cache need layers, hidden size and heads and are counted as 0</source>
        <translation>给定参数量 %1 但无模型架构：仅计模型状态；激活值和 KV 缓存需要层数、隐藏维度和注意力头数，按 0 计</translation>
    </message>
    <message>
        <source>mixture of experts: memory holds all %1 parameters, compute uses the %2 active ones (%3 of %4 experts per token)</source>
        <translation>混合专家（MoE）：显存需容纳全部 %1 参数，计算只用 %2 激活参数（每个 token 激活 %4 个专家中的 %3 个）</translation>
    </message>
    <message>
        <source>QLoRA base weights in NF4 with double quantisation: 4.127 bits per linear weight (QLoRA §3); embeddings, norms and the LM head stay %1</source>
        <translation>QLoRA 基座权重采用 NF4 + 双重量化：每个线性层权重 4.127 bit（QLoRA §3）；嵌入层、归一化层和 LM head 保持 %1</translation>
    </message>
    <message>
        <source>INT4 weights with an FP16 scale and a 4-bit zero point per group of %1: %2 bits per linear weight; embeddings, norms and the LM head stay 16-bit</source>
        <translation>INT4 权重，每 %1 个一组，配 FP16 缩放因子和 4 bit 零点：每个线性层权重 %2 bit；嵌入层、归一化层和 LM head 保持 16 位</translation>
    </message>
    <message>
        <source>INT8 weights with per-channel FP16 scales; embeddings, norms and the LM head stay 16-bit</source>
        <translation>INT8 权重，按通道使用 FP16 缩放因子；嵌入层、归一化层和 LM head 保持 16 位</translation>
    </message>
    <message>
        <source>FP8 training (Transformer Engine style): BF16 weights plus a cached FP8 copy, 3 bytes per parameter; activations counted at 16 bits</source>
        <translation>FP8 训练（Transformer Engine 方式）：BF16 权重外加一份缓存的 FP8 副本，每参数 3 字节；激活值按 16 位计</translation>
    </message>
    <message>
        <source>weights in %1: %2 bytes per parameter</source>
        <translation>权重精度 %1：每参数 %2 字节</translation>
    </message>
    <message>
        <source>%1 trainable adapter parameters (rank %2, %3 layers): FP32 adapter weights and gradients with %4 state, %5 bytes each</source>
        <translation>可训练适配器参数量 %1（秩 %2，目标模块：%3）：FP32 适配器权重与梯度，加 %4 优化器状态，每参数共 %5 字节</translation>
    </message>
    <message>
        <source>without an architecture the adapters are sized as 0.6 % of the parameters at rank 16 (all linear layers of Llama-2-7B)</source>
        <translation>无模型架构时，适配器按参数量的 0.6% 估算（秩 16，覆盖 Llama-2-7B 的全部线性层）</translation>
    </message>
    <message>
        <source>%1 with FP32 master weights and FP32 gradients: %2 bytes per trainable parameter (the Megatron-LM and DeepSpeed BF16 default; BF16 gradients give the ZeRO paper&apos;s 16)</source>
        <translation>%1，FP32 主权重 + FP32 梯度：每个可训练参数 %2 字节（Megatron-LM 和 DeepSpeed 的 BF16 默认配置；若梯度为 BF16，则为 ZeRO 论文中的 16 字节）</translation>
    </message>
    <message>
        <source>Adafactor keeps factored second moments: about 8 / hidden bytes per parameter</source>
        <translation>Adafactor 保存分解后的二阶矩：每参数约 (8 / 隐藏维度) 字节</translation>
    </message>
    <message>
        <source>freeze training: only the top %1 layers are trained</source>
        <translation>冻结训练：仅训练最后 %1 层（靠近输出端）</translation>
    </message>
    <message>
        <source>ZeRO stage %1 over %2 data-parallel ranks</source>
        <translation>ZeRO-%1，分布在 %2 个数据并行 rank 上</translation>
    </message>
    <message>
        <source>ZeRO-%1 with FP32 gradients: backward&apos;s 16-bit gradients are counted in full before the reduce-scatter, as DeepSpeed&apos;s estimator does</source>
        <translation>ZeRO-%1 + FP32 梯度：与 DeepSpeed 估算器一致，反向传播产生的 16 位梯度在 reduce-scatter 之前按完整大小计入</translation>
    </message>
    <message>
        <source>ZeRO-3 working set: the largest module gathered with its gradient (%1 parameters)</source>
        <translation>ZeRO-3 工作集：最大模块聚合后的参数及其梯度（参数量 %1）</translation>
    </message>
    <message>
        <source>offloaded to host memory: %1 GiB per data-parallel rank</source>
        <translation>卸载到主机内存：每个数据并行 rank %1 GiB</translation>
    </message>
    <message>
        <source>activations after Korthikanti et al. (2022), adapted to this architecture: micro-batch %1, sequence %2, recomputation %3, flash attention %4, stored in %5</source>
        <translation>激活值按 Korthikanti 等（2022）的方法估算并适配该架构：微批次 %1，序列长度 %2，激活重计算（%3），FlashAttention（%4），存储精度 %5</translation>
    </message>
    <message>
        <source>logits: 16-bit values plus FP32 log-probabilities for the loss, %1 bytes per token</source>
        <translation>logits：16 位数值，另加用于计算 loss 的 FP32 对数概率，每 token %1 字节</translation>
    </message>
    <message>
        <source>tensor parallelism %1 with sequence parallelism: stored activations are sharded over the group</source>
        <translation>张量并行度 %1 + 序列并行：存储的激活值在组内切分</translation>
    </message>
    <message>
        <source>pipeline parallelism %1 with the 1F1B schedule: the first stage keeps %1 micro-batches in flight</source>
        <translation>流水线并行度 %1，采用 1F1B 调度：第一个流水线阶段同时保留 %1 个在途微批次</translation>
    </message>
    <message>
        <source>encoder-only model: no KV cache</source>
        <translation>仅编码器模型：无 KV 缓存</translation>
    </message>
    <message>
        <source>KV cache of latent attention: %1 values per token per layer (kv_lora_rank + RoPE key), in %2, on every tensor-parallel rank</source>
        <translation>潜在注意力的 KV 缓存：每 token 每层 %1 个值（kv_lora_rank + RoPE key），精度 %2，每个张量并行 rank 各存一份</translation>
    </message>
    <message>
        <source>KV cache after vLLM: 2 × %1 layers × %2 KV heads per GPU × head size %3 × %4 bytes per token; heads are replicated when tensor parallelism exceeds them</source>
        <translation>KV 缓存按 vLLM 口径：2 × %1 层 × 每卡 %2 个 KV 头 × 头维度 %3 × %4 字节/token；张量并行度超过 KV 头数时，KV 头会被复制</translation>
    </message>
    <message>
        <source>sliding-window attention keeps at most %1 tokens per sequence</source>
        <translation>滑动窗口注意力：每条序列最多保留 %1 个 token</translation>
    </message>
    <message>
        <source>the context of %1 tokens exceeds the model&apos;s maximum of %2</source>
        <translation>%1 token 的上下文超过了模型上限 %2</translation>
    </message>
    <message>
        <source>inference: %1 concurrent sequences of %2 tokens; prefill working set of a %3-token chunk</source>
        <translation>推理：%1 条并发序列，每条 %2 token；prefill 工作集按 %3 token 的分块计</translation>
    </message>
    <message>
        <source>overhead: %1 GiB of CUDA context and kernels per GPU plus a %2 % allocator margin</source>
        <translation>额外开销：每卡 %1 GiB（CUDA 上下文与 kernel），另加 %2% 的显存分配器余量</translation>
    </message>
    <message>
        <source>%1 with %2 gradients and FP32 master weights: %3 bytes per trainable parameter</source>
        <translation>%1，%2 梯度，FP32 主权重：每个可训练参数 %3 字节</translation>
    </message>
    <message>
        <source>%1 with %2 gradients: %3 bytes per trainable parameter</source>
        <translation>%1，%2 梯度：每个可训练参数 %3 字节</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>16 bits</source>
        <translation>16 位</translation>
    </message>
    <message>
        <source>QLoRA with an 8-bit base (bitsandbytes LLM.int8, one FP32 scale per row): about 8 bits per linear weight; embeddings, norms and the LM head stay 16-bit, compute in 16 bits</source>
        <translation>QLoRA 采用 8 位基座（bitsandbytes LLM.int8，每行一个 FP32 缩放因子）：每个线性层权重约 8 bit；嵌入层、归一化层和 LM head 保持 16 位，按 16 位计算</translation>
    </message>
    <message>
        <source>the released checkpoint stores %1 in %2 (%3 bits per weight with its scales) and is served that way unless a narrower precision is chosen</source>
        <translation>官方发布的权重以 %2 格式存储%1（含缩放因子，每个权重 %3 bit）；除非选择更低的精度，推理时按此格式部署</translation>
    </message>
    <message>
        <source>the routed experts</source>
        <translation>路由专家</translation>
    </message>
    <message>
        <source>the linear layers</source>
        <translation>线性层</translation>
    </message>
    <message>
        <source>chunked cross-entropy (Liger, Unsloth, torchtune): logits exist for %1 tokens at a time, %2 bytes per token, never for the whole batch</source>
        <translation>分块交叉熵（Liger、Unsloth、torchtune）：同一时刻只保留 %1 个 token 的 logits，每 token %2 字节，不会为整个批次同时生成</translation>
    </message>
    <message>
        <source>activation offloading: each layer&apos;s activations move to host memory after its forward pass (%1 GiB per GPU) and back for backward; two layers stay on the GPU; the PCIe transfers are assumed hidden behind compute</source>
        <translation>激活值卸载：每层前向传播后将激活值移到主机内存（每卡 %1 GiB），反向传播时再移回；有两层的激活值留在显存中；假设 PCIe 传输可被计算掩盖</translation>
    </message>
    <message>
        <source>hybrid attention: %1 of %2 layers use a %3-token sliding window and cache only that; the other %4 keep the whole context</source>
        <translation>混合注意力：%2 层中有 %1 层使用 %3 token 的滑动窗口，只缓存窗口内的 KV；其余 %4 层保留完整上下文</translation>
    </message>
    <message>
        <source>mixture of experts: memory holds all %1 parameters, compute uses the %2 active ones (%3 of %4 routed experts per token, plus %5 shared)</source>
        <translation>混合专家（MoE）：显存需容纳全部 %1 参数，计算只用 %2 激活参数（每个 token 激活 %4 个路由专家中的 %3 个，另加 %5 个共享专家）</translation>
    </message>
</context>
<context>
    <name>Atlas::Budget</name>
    <message>
        <source>per run</source>
        <translation>每次</translation>
    </message>
    <message>
        <source>per week</source>
        <translation>每周</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>per year, owned: the cards depreciated over %1 years, hosting and operations all year, electricity for %2 runs</source>
        <translation>每年（自购）：加速卡按 %1 年折旧，托管费和运维费按全年计，电费按 %2 次运行计</translation>
    </message>
    <message>
        <source>a purchase is judged on its cash outlay: the cards (%1) plus the running costs of the budget&apos;s period</source>
        <translation>自购按现金支出核对预算：购卡款（%1 元）加上预算周期内的运行费用</translation>
    </message>
    <message>
        <source>the job recurs often enough to keep the servers all year: %1 months are billed, not %2</source>
        <translation>任务重复频繁，服务器需全年保留：按 %1 个月计费，而不是 %2 个月</translation>
    </message>
</context>
<context>
    <name>Atlas::BudgetControl</name>
    <message>
        <source>No budget</source>
        <translation>未设预算</translation>
    </message>
</context>
<context>
    <name>Atlas::Catalog</name>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>replaces the entry from %1</source>
        <translation>覆盖来自 %1 的同名条目</translation>
    </message>
    <message>
        <source>expected the id of a hub, found &quot;%1&quot;</source>
        <translation>应为枢纽 ID，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected the id of a cluster, found &quot;%1&quot;</source>
        <translation>应为集群 ID，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown MFU class &quot;%1&quot;; the default 0.35 is used</source>
        <translation>未知的 MFU 类别 &quot;%1&quot;，已使用默认值 0.35</translation>
    </message>
    <message>
        <source>expected the id of an accelerator, found &quot;%1&quot;</source>
        <translation>应为加速卡 ID，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the data directory does not exist</source>
        <translation>数据目录不存在</translation>
    </message>
    <message>
        <source>unknown accelerator &quot;%1&quot;: the instance is left out until the accelerator catalog has it</source>
        <translation>未知加速卡“%1”：加速卡目录收录该卡之前，此实例不予计入</translation>
    </message>
    <message>
        <source>expected the id of a hub or cluster, found &quot;%1&quot;</source>
        <translation>应为枢纽或集群 ID，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected the id of a model, found &quot;%1&quot;</source>
        <translation>应为模型 ID，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected the id of a %1, found &quot;%2&quot;</source>
        <translation>应为 %1 的 ID，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the data path is %1, not a directory</source>
        <translation>数据路径是%1，不是目录</translation>
    </message>
    <message>
        <source>it is %1, not a regular file</source>
        <translation>这是%1，不是普通文件</translation>
    </message>
    <message>
        <source>cannot read it: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>skipped, cannot read it: %1</source>
        <translation>已跳过，无法读取：%1</translation>
    </message>
    <message>
        <source>the measurement implies %1 % of the dense peak of %2 at %3; expected 1 %–100 %: check the unit (tokens/s per card, TFLOPS per card, MFU as a fraction)</source>
        <translation>该测量值相当于“%2”%3 稠密峰值的 %1%；应在 1%–100% 之间：请检查单位（每卡 token/s、每卡 TFLOPS、MFU 用小数表示）</translation>
    </message>
    <message>
        <source>unknown model &quot;%1&quot;: the measurement is left out of the calibration until the model catalog has it</source>
        <translation>未知模型“%1”：模型目录收录该模型之前，此实测数据不参与校准</translation>
    </message>
    <message>
        <source>unknown accelerator &quot;%1&quot;: the run is left out of the calibration until the accelerator catalog has it</source>
        <translation>未知加速卡“%1”：加速卡目录收录该卡之前，此案例不参与校准</translation>
    </message>
    <message>
        <source>unknown accelerator &quot;%1&quot;: the entry is left out until the accelerator catalog has it</source>
        <translation>未知的加速卡 &quot;%1&quot;：该条目暂不加载，待加速卡目录收录后生效</translation>
    </message>
    <message>
        <source>expected the id of a rule under &quot;rules&quot;, found &quot;%1&quot;; the entry is left out</source>
        <translation>应为 &quot;rules&quot; 中某条规则的 id，实际为 &quot;%1&quot;；该条目不加载</translation>
    </message>
</context>
<context>
    <name>Atlas::CatalogReader</name>
    <message>
        <source>a price without its basis cannot be traced</source>
        <translation>价格缺少依据，无法溯源</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>应为列表，实际为 %1</translation>
    </message>
    <message>
        <source>tier &quot;%1&quot; disagrees with the tier rule, which gives &quot;%2&quot; (%3)</source>
        <translation>梯队 &quot;%1&quot; 与梯队规则不符，按规则应为 &quot;%2&quot;（%3）</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot; (first defined at line %2)</source>
        <translation>ID &quot;%1&quot; 重复（首次定义于第 %2 行）</translation>
    </message>
    <message>
        <source>this file needs schema version %1, but this program reads version %2 and older; update ComputeAtlas to read it</source>
        <translation>此文件需要格式版本 %1，而本程序只能读取版本 %2 及更早版本；请升级 ComputeAtlas 后再打开</translation>
    </message>
    <message>
        <source>expected a mapping of source keys to URLs, found %1</source>
        <translation>应为来源键到 URL 的映射，实际为 %1</translation>
    </message>
    <message>
        <source>expected lower-case letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, found &quot;%1&quot;</source>
        <translation>只能包含小写字母、数字、&apos;.&apos;、&apos;_&apos; 或 &apos;-&apos;，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected true, partial or false, found %1</source>
        <translation>应为 true、partial 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>expected a point inside China&apos;s bounding box (3–54 °N, 73–136 °E), found %1, %2</source>
        <translation>坐标应位于中国边界框内（北纬 3–54°，东经 73–136°），实际为 %1, %2</translation>
    </message>
    <message>
        <source>expected at most %1 active experts (the number of experts), found %2</source>
        <translation>激活专家数最多为 %1（即专家总数），实际为 %2</translation>
    </message>
    <message>
        <source>attention is &quot;mla&quot;, so the mla block is required</source>
        <translation>attention 为 &quot;mla&quot;，因此必须提供 mla 配置块</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>expected a divisor of the %1 attention heads, found %2</source>
        <translation>应为注意力头数 %1 的约数，实际为 %2</translation>
    </message>
    <message>
        <source>hidden size %1 is not divisible by %2 heads: give head_dim</source>
        <translation>隐藏维度 %1 不能被 %2 个注意力头整除：请指定 head_dim</translation>
    </message>
    <message>
        <source>every default needs its basis (basis or basis_en)</source>
        <translation>每个默认值都须注明依据（basis 或 basis_en）</translation>
    </message>
    <message>
        <source>every rate needs its basis</source>
        <translation>每项费率都须注明依据</translation>
    </message>
    <message>
        <source>expected low &lt;= value &lt;= high</source>
        <translation>应满足 low &lt;= value &lt;= high</translation>
    </message>
    <message>
        <source>rates for &quot;%1&quot; are given twice in this file</source>
        <translation>此文件中重复给出了 &quot;%1&quot; 的费率</translation>
    </message>
    <message>
        <source>expected CNY (other currencies are derived with usd_cny), found &quot;%1&quot;</source>
        <translation>应为 CNY（其他货币按 usd_cny 换算），实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a PUE value from 1 to 3</source>
        <translation>PUE 应在 1 到 3 之间</translation>
    </message>
    <message>
        <source>expected low &lt;= default &lt;= high, found %1 / %2 / %3</source>
        <translation>应满足 low &lt;= default &lt;= high，实际为 %1 / %2 / %3</translation>
    </message>
    <message>
        <source>expected a mapping, found %1</source>
        <translation>应为映射，实际为 %1</translation>
    </message>
    <message>
        <source>missing: give the memory bandwidth in GB/s, or null when the vendor publishes none</source>
        <translation>缺少此项：请填写显存带宽（GB/s），厂商未公布时写 null</translation>
    </message>
    <message>
        <source>expected at most mfu (%1), found %2</source>
        <translation>应不大于 mfu（%1），实际为 %2</translation>
    </message>
    <message>
        <source>expected at least mfu (%1), found %2</source>
        <translation>应不小于 mfu（%1），实际为 %2</translation>
    </message>
    <message>
        <source>GPU-hours need the tokens they trained (tokens: …)</source>
        <translation>以卡时计的记录须给出训练的 token 数（tokens: …）</translation>
    </message>
    <message>
        <source>expected at most the total parameters (%1), found %2</source>
        <translation>应不大于总参数量（%1），实际为 %2</translation>
    </message>
    <message>
        <source>expected fine-tuning methods (full, freeze, lora, qlora), found &quot;%1&quot;</source>
        <translation>应为微调方法（full、freeze、lora、qlora），实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>fine-tuning needs its methods in order of preference</source>
        <translation>微调须按优先顺序列出所用方法</translation>
    </message>
    <message>
        <source>expected a list of cards, found %1</source>
        <translation>应为加速卡列表，实际为 %1</translation>
    </message>
    <message>
        <source>give low, high or both</source>
        <translation>请给出 low、high 或两者</translation>
    </message>
    <message>
        <source>expected high &gt;= low, found %1 &lt; %2</source>
        <translation>应满足 high &gt;= low，实际为 %1 &lt; %2</translation>
    </message>
    <message>
        <source>expected a positive duration</source>
        <translation>时长应为正数</translation>
    </message>
    <message>
        <source>a training-cost claim names exactly one card</source>
        <translation>训练成本论断须恰好指定一种加速卡</translation>
    </message>
    <message>
        <source>FP8 block weights need the block size in elements (128 × 128 = 16384)</source>
        <translation>FP8 分块权重须给出块大小，以元素个数计（128 × 128 = 16384）</translation>
    </message>
    <message>
        <source>expected a list of &quot;sliding&quot; and &quot;full&quot;, found &quot;%1&quot;</source>
        <translation>应为由 &quot;sliding&quot; 和 &quot;full&quot; 组成的列表，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected %1 entries (one per layer), found %2</source>
        <translation>应为 %1 项（每层一项），实际为 %2 项</translation>
    </message>
    <message>
        <source>a layer pattern (full_attention_every or layer_types) needs the window</source>
        <translation>指定层模式（full_attention_every 或 layer_types）时须给出滑动窗口大小</translation>
    </message>
    <message>
        <source>expected at least one entry, found an empty list</source>
        <translation>至少需要一项，实际为空列表</translation>
    </message>
    <message>
        <source>expected a mapping of source keys to citations, found %1</source>
        <translation>应为来源键到引文的映射，实际为 %1</translation>
    </message>
    <message>
        <source>expected one of the provider&apos;s source keys (%1), found &quot;%2&quot;</source>
        <translation>应为该云厂商的来源键之一（%1），实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>expected the id of one of the provider&apos;s regions, found &quot;%1&quot;</source>
        <translation>应为该云厂商的地域 ID，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a price without a date needs a date_note saying why the date is unknown</source>
        <translation>价格没有日期时，须在 date_note 中说明日期未知的原因</translation>
    </message>
    <message>
        <source>give both lat and lon, or neither</source>
        <translation>lat 和 lon 须同时给出或同时省略</translation>
    </message>
    <message>
        <source>a mainland region (country CN) needs its coordinates</source>
        <translation>中国大陆地域（country 为 CN）须给出坐标</translation>
    </message>
    <message>
        <source>only mainland regions (country CN) link to a 东数西算 hub or cluster</source>
        <translation>只有中国大陆地域（country 为 CN）才能关联东数西算枢纽或集群</translation>
    </message>
    <message>
        <source>a stated grid_link needs grid_link_basis_en saying why</source>
        <translation>给出 grid_link 时，须在 grid_link_basis_en 中说明依据</translation>
    </message>
    <message>
        <source>an instance whose gpu is null needs gpu_name (the card as the provider names it)</source>
        <translation>gpu 为 null 的实例须给出 gpu_name（云厂商对该卡的叫法）</translation>
    </message>
    <message>
        <source>expected the id of one of the provider&apos;s regions, found %1</source>
        <translation>应为该云厂商的地域 ID，实际为 %1</translation>
    </message>
    <message>
        <source>an instance without a price needs price_note saying why (e.g. &quot;no public price&quot;)</source>
        <translation>没有价格的实例须在 price_note 中说明原因（如 &quot;no public price&quot;）</translation>
    </message>
    <message>
        <source>a monthly price needs per: month</source>
        <translation>包月价格须写 per: month</translation>
    </message>
    <message>
        <source>the file is empty (or holds only comments)</source>
        <translation>文件为空（或只有注释）</translation>
    </message>
    <message>
        <source>expected a class id of lower-case letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, found &quot;%1&quot;</source>
        <translation>类别 ID 应由小写字母、数字、“.”、“_”或“-”组成，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a date as YYYY, YYYY-MM or YYYY-MM-DD that exists (from 1900), found &quot;%1&quot;</source>
        <translation>日期应为实际存在的 YYYY、YYYY-MM 或 YYYY-MM-DD（1900 年起），实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected an ISO 3166-1 country code such as CN or US, found &quot;%1&quot;</source>
        <translation>应为 ISO 3166-1 国家代码（如 CN、US），实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a date as YYYY-MM-DD or YYYY-MM that exists, found &quot;%1&quot;</source>
        <translation>日期应为实际存在的 YYYY-MM-DD 或 YYYY-MM，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected rule ids, found &quot;%1&quot;</source>
        <translation>应为规则 id，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected the address of a public citation (https://…), found &quot;%1&quot;</source>
        <translation>应为公开出处的网址（https://…），实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a second entry for &quot;%1&quot; in the market %2 (first at line %3)</source>
        <translation>&quot;%1&quot; 在市场 %2 中有第二个条目（第一个在第 %3 行）</translation>
    </message>
</context>
<context>
    <name>Atlas::ChinaGeometry</name>
    <message>
        <source>Cannot read the map geometry %1: %2</source>
        <translation>无法读取地图几何数据 %1：%2</translation>
    </message>
    <message>
        <source>The map geometry is not valid JSON: %1 (at byte %2).</source>
        <translation>地图几何数据不是有效的 JSON：%1（位于第 %2 字节）。</translation>
    </message>
    <message>
        <source>The map geometry must be a JSON object.</source>
        <translation>地图几何数据必须是 JSON 对象。</translation>
    </message>
    <message>
        <source>%1, ring %2: not an array of coordinates.</source>
        <translation>%1，环 %2：不是坐标数组。</translation>
    </message>
    <message>
        <source>%1, ring %2: %3 values, but coordinates come in lon/lat pairs.</source>
        <translation>%1，环 %2：共 %3 个数值，但坐标须按经度/纬度成对给出。</translation>
    </message>
    <message>
        <source>%1, ring %2: %3 points; a ring needs at least %4.</source>
        <translation>%1，环 %2：只有 %3 个点；一个环至少需要 %4 个点。</translation>
    </message>
    <message>
        <source>%1, ring %2: value %3 is not a finite number.</source>
        <translation>%1，环 %2：索引 %3 处的值不是有限数值。</translation>
    </message>
    <message>
        <source>%1, ring %2: point %3 is outside longitude -180..180 or latitude -90..90.</source>
        <translation>%1，环 %2：索引 %3 处的点超出经度 -180..180 或纬度 -90..90 的范围。</translation>
    </message>
    <message>
        <source>The map geometry has no &quot;provinces&quot; array.</source>
        <translation>地图几何数据缺少 &quot;provinces&quot; 数组。</translation>
    </message>
    <message>
        <source>The map geometry has %1 province-level units; exactly %2 are expected.</source>
        <translation>地图几何数据包含 %1 个省级行政区，应恰好为 %2 个。</translation>
    </message>
    <message>
        <source>Province %1 has no six-digit &quot;adcode&quot;.</source>
        <translation>第 %1 个省份缺少六位数字的 &quot;adcode&quot;。</translation>
    </message>
    <message>
        <source>Province %1 (%2)</source>
        <translation>第 %1 个省份（%2）</translation>
    </message>
    <message>
        <source>%1: the adcode appears twice.</source>
        <translation>%1：adcode 重复出现。</translation>
    </message>
    <message>
        <source>%1: &quot;name_zh&quot; or &quot;name_en&quot; is missing.</source>
        <translation>%1：缺少 &quot;name_zh&quot; 或 &quot;name_en&quot;。</translation>
    </message>
    <message>
        <source>%1: &quot;label&quot; is not a [lon, lat] pair.</source>
        <translation>%1：&quot;label&quot; 不是 [lon, lat] 坐标对。</translation>
    </message>
    <message>
        <source>%1 has no rings.</source>
        <translation>%1 没有任何环。</translation>
    </message>
    <message>
        <source>The map geometry has no South China Sea inset (&quot;nanhai&quot; rings).</source>
        <translation>地图几何数据缺少南海诸岛附图（&quot;nanhai&quot; 环）。</translation>
    </message>
    <message>
        <source>South China Sea inset</source>
        <translation>南海诸岛附图</translation>
    </message>
</context>
<context>
    <name>Atlas::Claims</name>
    <message>
        <source>serves up to %1 in BF16</source>
        <translation>BF16 推理最大可支持 %1</translation>
    </message>
    <message>
        <source>fine-tunes up to %1 with QLoRA</source>
        <translation>QLoRA 微调最大可支持 %1</translation>
    </message>
    <message>
        <source>%1 × %2: %3 CNY to buy (%4), %5</source>
        <translation>%1 × %2：购置价 %3 元（%4），%5</translation>
    </message>
    <message>
        <source>within the budget</source>
        <translation>未超出预算</translation>
    </message>
    <message>
        <source>over the budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>%1 × %2: no purchase price catalogued, %3</source>
        <translation>%1 × %2：目录中无购置价，%3</translation>
    </message>
    <message>
        <source>%1 has no NVLink, so &quot;+ NVLink&quot; cannot be built; the cards talk over PCIe</source>
        <translation>%1 不支持 NVLink，无法组成“+ NVLink”；卡间经 PCIe 通信</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>purchase prices from the catalog (a USD reference price × the exchange rate, else the seed&apos;s own CNY figure; the seed&apos;s upper figure where the claim means its used-market price); holds when every option is within the budget&apos;s upper bound</source>
        <translation>购置价取自目录（美元参考价 × 汇率，无参考价时取原始文档中的人民币价格；论断指二手价时取原始文档价格区间的上限）；每种备选加速卡都未超出预算上限时判定成立</translation>
    </message>
    <message>
        <source>capability: the largest catalog model whose smallest per-card memory fits (inference in BF16, fine-tuning with QLoRA)</source>
        <translation>能力：取目录中放得下的最大模型（按单卡显存占用最小的布局；推理按 BF16，微调按 QLoRA）</translation>
    </message>
    <message>
        <source>%1 %2 fits %3 × %4 (%5 GiB per card of %6 GiB)</source>
        <translation>%1 %2 在 %3 × %4 上放得下（每卡占用 %5 GiB，单卡显存 %6 GiB）</translation>
    </message>
    <message>
        <source>%1 %2 does not fit %3 × %4: %5 GiB per card of %6 GiB at best; the engine needs %7 cards</source>
        <translation>%1 %2 在 %3 × %4 上放不下：最优布局下每卡仍需 %5 GiB（单卡显存 %6 GiB）；引擎测算需 %7 张卡</translation>
    </message>
    <message>
        <source>%1 h process %2 M tokens at an efficiency of %3</source>
        <translation>按效率 %3，%1 小时可处理 %2M token</translation>
    </message>
    <message>
        <source>%1–%2 h process %3–%4 M tokens at an efficiency of %5</source>
        <translation>按效率 %5，%1–%2 小时可处理 %3–%4M token</translation>
    </message>
    <message>
        <source>catalogued offers charge %1–%2 CNY for those hours (seed: %3)</source>
        <translation>按目录中的租用价格，这些时长需 %1–%2 元（原始文档：%3 元）</translation>
    </message>
    <message>
        <source>no catalogued offer prices these cards</source>
        <translation>目录中没有这些加速卡的租用价格</translation>
    </message>
    <message>
        <source>the seed states no amount of work: the engine reports the tokens its hours process</source>
        <translation>原始文档未说明工作量：引擎给出这些时长内可处理的 token 数</translation>
    </message>
    <message>
        <source>cost range: the generic container rate (its low and high) and each provider&apos;s cheapest instance for these cards, whole instances and billing rounded up; holds inside the range, partly within a factor of %1</source>
        <translation>费用区间：通用容器实例单价（取其低值和高值），以及各云厂商提供这些加速卡的最便宜实例，实例按整台、计费按计费单位向上取整；落在区间内判定成立，相差在 %1 倍以内判定部分成立</translation>
    </message>
    <message>
        <source>fits: the smallest per-card memory any layout on %1 cards reaches</source>
        <translation>放得下：取 %1 张卡上各种布局所能达到的最小单卡显存占用</translation>
    </message>
    <message>
        <source>%1 on %2 × %3 (needs %4)</source>
        <translation>%1 用 %2 × %3（需 %4 张卡）</translation>
    </message>
    <message>
        <source>all %1 catalog model × recommendation pairs fit</source>
        <translation>目录模型 × 推荐配置共 %1 组，全部放得下</translation>
    </message>
    <message>
        <source>%1 of %2 catalog model × recommendation pairs fit; not: %3</source>
        <translation>目录模型 × 推荐配置共 %2 组，%1 组放得下；放不下的：%3</translation>
    </message>
    <message>
        <source>every catalog model in the row&apos;s size range; a recommendation fits when its best layout does</source>
        <translation>取该行规模区间内的全部目录模型；推荐配置在最优布局下放得下即算放得下</translation>
    </message>
    <message>
        <source>no instance of the named families</source>
        <translation>目录中没有所列系列的实例</translation>
    </message>
    <message>
        <source>catalogued: %1</source>
        <translation>目录收录：%1</translation>
    </message>
    <message>
        <source>no %1 family at %2</source>
        <translation>%2 没有 %1 系列</translation>
    </message>
    <message>
        <source>%1 is offered, but in other families</source>
        <translation>有 %1，但属于其他系列</translation>
    </message>
    <message>
        <source>%1 is not offered</source>
        <translation>未提供 %1</translation>
    </message>
    <message>
        <source>families are matched by instance-name prefix, cards by name; only the instances in providers.yaml are known</source>
        <translation>实例系列按实例名前缀匹配，加速卡按名称匹配；只考虑 providers.yaml 中收录的实例</translation>
    </message>
    <message>
        <source>%1 of %2 catalogued %3 instances have a public on-demand list price</source>
        <translation>目录收录的 %3 实例共 %2 个，其中 %1 个有公开的按量计费价格</translation>
    </message>
    <message>
        <source>lowest catalogued price for all %1 cards also offered elsewhere</source>
        <translation>其他云厂商也提供的 %1 种加速卡，此处目录价格均为最低</translation>
    </message>
    <message>
        <source>lowest catalogued price for %1 of %2 cards; dearer for %3</source>
        <translation>其他云厂商也提供的 %2 种加速卡中，%1 种此处目录价格最低；较贵的：%3</translation>
    </message>
    <message>
        <source>on-demand list prices per card-hour in CNY; marketplace prices move daily and some figures are floors</source>
        <translation>按量计费价格，单位为元/卡时；算力租赁平台价格每日变动，部分数字为起价</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>more than 4096</source>
        <translation>超过 4096</translation>
    </message>
    <message>
        <source>%1 (%2 vs %3 CNY per card-hour)</source>
        <translation>%1（此处 %2 元/卡时，别处 %3 元/卡时）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
</context>
<context>
    <name>Atlas::ClaimsView</name>
    <message>
        <source>PCIe lanes</source>
        <translation>PCIe 通道</translation>
    </message>
    <message>
        <source>power supply, 30% headroom</source>
        <translation>电源（预留 30% 余量）</translation>
    </message>
    <message>
        <source>memory (RAM)</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>成立</translation>
    </message>
    <message>
        <source>Partly</source>
        <translation>部分成立</translation>
    </message>
    <message>
        <source>Does not hold</source>
        <translation>不成立</translation>
    </message>
    <message>
        <source>Not checkable</source>
        <translation>无法核验</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>原始文档 %1</translation>
    </message>
    <message>
        <source>%1 claims: %2 hold, %3 partly, %4 do not hold, %5 not checkable</source>
        <translation>共 %1 条论断：成立 %2 条，部分成立 %3 条，不成立 %4 条，无法核验 %5 条</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>总体</translation>
    </message>
    <message>
        <source>Stated use: %1</source>
        <translation>所述用途：%1</translation>
    </message>
    <message>
        <source>Multi-card rule: %1</source>
        <translation>多卡规则：%1</translation>
    </message>
    <message>
        <source>Seed price %1</source>
        <translation>原始文档价格 %1</translation>
    </message>
    <message>
        <source>Cards in the catalog: %1</source>
        <translation>加速卡目录价合计：%1</translation>
    </message>
    <message>
        <source>Seed claims</source>
        <translation>原始文档论断</translation>
    </message>
    <message>
        <source>Workstations</source>
        <translation>工作站</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>原始文档</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>章节</translation>
    </message>
    <message>
        <source>Seed and section</source>
        <translation>原始文档与章节</translation>
    </message>
    <message>
        <source>Seed says</source>
        <translation>原始文档的说法</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Engine says</source>
        <translation>引擎测算</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>整机配置</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>The seed&apos;s single-machine configurations as purchase bundles: each stated use checked with the memory model, and the seed&apos;s multi-card rules (NVLink, PCIe lanes, power supply with 30% headroom, RAM, cooling).</source>
        <translation>原始文档中的单机配置，视作整机采购方案：每项所述用途都用显存模型核验，并检查原始文档的多卡规则（NVLink、PCIe 通道、预留 30% 余量的电源、主机内存、散热）。</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>000 — AI training region guide</source>
        <translation>000 — 《AI训练产区图》</translation>
    </message>
    <message>
        <source>003 — GPU buying and price guide</source>
        <translation>003 — GPU 选购与价格指南</translation>
    </message>
    <message>
        <source>Market (%1): %2</source>
        <translation>市场（%1）：%2</translation>
    </message>
</context>
<context>
    <name>Atlas::CompareView</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>No region: national figures</source>
        <translation>未选地区：全国数据</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Latency to %1</source>
        <translation>到%1的时延</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <source>against the card&apos;s capacity</source>
        <translation>对照单卡显存容量</translation>
    </message>
    <message>
        <source>Cards and layout</source>
        <translation>卡数与并行布局</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>with host power and PUE</source>
        <translation>含主机功耗与 PUE</translation>
    </message>
    <message>
        <source>CO₂</source>
        <translation>CO₂</translation>
    </message>
    <message>
        <source>regional grid factor</source>
        <translation>按区域电网碳排放因子</translation>
    </message>
    <message>
        <source>one-way lower bound</source>
        <translation>单程下限</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Unknown accelerator</source>
        <translation>未知加速卡</translation>
    </message>
    <message>
        <source>%1 of the card</source>
        <translation>占单卡 %1</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 张卡</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 张卡</translation>
    </message>
    <message>
        <source>DP %1 · TP %2 · PP %3</source>
        <translation>DP %1 · TP %2 · PP %3</translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <source>offload: %1</source>
        <translation>卸载：%1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>paid by you</source>
        <translation>由您支付</translation>
    </message>
    <message>
        <source>no region chosen</source>
        <translation>未选地区</translation>
    </message>
    <message>
        <source>Unknown accelerator “%1”</source>
        <translation>未知加速卡“%1”</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>额外开销</translation>
    </message>
    <message>
        <source>Card capacity</source>
        <translation>单卡容量</translation>
    </message>
    <message>
        <source>Beyond capacity</source>
        <translation>超出容量</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最优</translation>
    </message>
    <message>
        <source>Nothing to compare yet: add two to four options from the matrix, the tier chart or the map.</source>
        <translation>尚无可对比的方案：请从匹配矩阵、梯队图或产区图中添加 2 到 4 个方案。</translation>
    </message>
    <message>
        <source>Add at least one more option to compare (from the matrix, the tier chart or the map).</source>
        <translation>请至少再添加一个方案进行对比（可从匹配矩阵、梯队图或产区图添加）。</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 options: the view compares at most %1.</source>
        <translation>仅显示 %2 个方案中的前 %1 个：本视图最多对比 %1 个。</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Comparison of options</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <source>Remove “%1” from the comparison</source>
        <translation>从对比中移除“%1”</translation>
    </message>
    <message>
        <source>Remove option %1</source>
        <translation>移除方案 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>未设</translation>
    </message>
    <message>
        <source>wall clock, with its band</source>
        <translation>实际耗时，含区间</translation>
    </message>
    <message>
        <source>Cost of a run</source>
        <translation>每次费用</translation>
    </message>
    <message>
        <source>rent, or depreciation</source>
        <translation>租金或折旧</translation>
    </message>
    <message>
        <source>Cash outlay</source>
        <translation>现金支出</translation>
    </message>
    <message>
        <source>buying the cards</source>
        <translation>购卡</translation>
    </message>
    <message>
        <source>Per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>as the job recurs</source>
        <translation>按任务重复次数累计</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>推理吞吐</translation>
    </message>
    <message>
        <source>the deployment, with its band</source>
        <translation>整个部署，含区间</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>每用户吞吐</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>首 token 时延</translation>
    </message>
    <message>
        <source>TTFT, with its band</source>
        <translation>TTFT，含区间</translation>
    </message>
    <message>
        <source>Cards for the load</source>
        <translation>负载所需卡数</translation>
    </message>
    <message>
        <source>replicas × cards per replica</source>
        <translation>副本数 × 每副本卡数</translation>
    </message>
    <message>
        <source>Per million output tokens</source>
        <translation>每百万输出 token 成本</translation>
    </message>
    <message>
        <source>cost over tokens served</source>
        <translation>费用 ÷ 输出 token 数</translation>
    </message>
    <message>
        <source>service period</source>
        <translation>服务期</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>the service period: depreciated share of the cards, with running costs</source>
        <translation>服务期内的加速卡折旧成本，含运行费用</translation>
    </message>
    <message>
        <source>the service period&apos;s rent</source>
        <translation>服务期租金</translation>
    </message>
    <message>
        <source>depreciated share of the cards, with running costs</source>
        <translation>加速卡折旧成本，含运行费用</translation>
    </message>
    <message>
        <source>rent</source>
        <translation>租金</translation>
    </message>
    <message>
        <source>not a purchase</source>
        <translation>非自购</translation>
    </message>
    <message>
        <source>cash for %1 cards</source>
        <translation>%1 张卡的购卡款</translation>
    </message>
    <message>
        <source>a one-off job</source>
        <translation>一次性任务</translation>
    </message>
    <message>
        <source>depreciation and a year&apos;s running costs</source>
        <translation>折旧成本加一年的运行费用</translation>
    </message>
    <message>
        <source>%1 runs a year</source>
        <translation>每年 %1 次</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>未设预算</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未核对</translation>
    </message>
    <message>
        <source>a run: %1</source>
        <translation>每次：%1</translation>
    </message>
    <message>
        <source>cash outlay %1 %2</source>
        <translation>现金支出：%2 %1</translation>
    </message>
    <message>
        <source>as it recurs: %1 %2</source>
        <translation>按重复次数累计：%2 %1</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>within</source>
        <translation>未超出预算</translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation>超出 %1</translation>
    </message>
    <message>
        <source>%1 token/s</source>
        <translation>%1 token/s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1–%2 s</source>
        <translation>%1–%2 秒</translation>
    </message>
    <message>
        <source>%1 × (TP %2 · PP %3)</source>
        <translation>%1 × (TP %2 · PP %3)</translation>
    </message>
    <message>
        <source>meets the service level</source>
        <translation>满足服务等级（SLO）</translation>
    </message>
    <message>
        <source>misses the service level</source>
        <translation>未满足服务等级（SLO）</translation>
    </message>
    <message>
        <source>Highlighted: the best value of a row where the options that fit differ in it (training and inference options ranked apart); equal and unknown values never win.</source>
        <translation>高亮：在放得下的方案中，若某行数值不同，则标出该行最优值（训练与推理方案分开比较）；数值相同或未知时不标。</translation>
    </message>
    <message>
        <source>: </source>
        <translation>：</translation>
    </message>
    <message>
        <source>paid, or included in the rent</source>
        <translation>自付，或含在租金中</translation>
    </message>
    <message>
        <source>included in the rent</source>
        <translation>含在租金中</translation>
    </message>
    <message>
        <source>Fleet over the week</source>
        <translation>按一周负载配置的集群</translation>
    </message>
    <message>
        <source>the recommended mix, a month</source>
        <translation>推荐组合方式，每月</translation>
    </message>
    <message>
        <source>none meets the load</source>
        <translation>无组合满足负载</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation>每月 %1</translation>
    </message>
    <message>
        <source>%1 busy</source>
        <translation>利用率 %1</translation>
    </message>
    <message>
        <source>%1 fleets at once</source>
        <translation>同时需要 %1 套卡</translation>
    </message>
</context>
<context>
    <name>Atlas::Csv</name>
    <message>
        <source>text after the closing quote of a field: a field is either quoted as a whole or not at all</source>
        <translation>字段的右引号后还有文字：字段要么整体加引号，要么完全不加</translation>
    </message>
    <message>
        <source>this quote is never closed</source>
        <translation>该引号没有闭合</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field: put the whole field in quotes and double the quotes inside</source>
        <translation>未加引号的字段中出现引号：请给整个字段加引号，并把其中的引号写成两个</translation>
    </message>
    <message>
        <source>more than %1 fields in a line</source>
        <translation>一行超过 %1 个字段</translation>
    </message>
    <message>
        <source>more than %1 lines</source>
        <translation>超过 %1 行</translation>
    </message>
</context>
<context>
    <name>Atlas::Diagnostic</name>
    <message>
        <source>warning: </source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>note: </source>
        <translation>提示：</translation>
    </message>
</context>
<context>
    <name>Atlas::Duration</name>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
</context>
<context>
    <name>Atlas::Efficiency</name>
    <message>
        <source>efficiency %1 of peak as given</source>
        <translation>算力利用率（MFU）：峰值算力的 %1（按给定值）</translation>
    </message>
    <message>
        <source>no calibration runs loaded: the class default %1 of peak</source>
        <translation>未加载校准数据：采用该类加速卡的默认值，即峰值算力的 %1</translation>
    </message>
    <message>
        <source>no published runs for this family (%1): its catalogued prior relative to NVIDIA data-centre parts, with a wider band</source>
        <translation>该系列（%1）没有公开训练案例：采用目录中相对英伟达数据中心加速卡的先验值，并放宽区间</translation>
    </message>
    <message>
        <source>mixture of experts: published MoE runs reach about %1× the efficiency of dense ones</source>
        <translation>混合专家（MoE）：公开的 MoE 训练案例效率约为稠密模型的 %1 倍</translation>
    </message>
    <message>
        <source>FP8: published runs reach about %1× the fraction of the FP8 peak that BF16 runs reach of theirs</source>
        <translation>FP8：公开训练案例达到的 FP8 峰值比例，约为 BF16 训练达到 BF16 峰值比例的 %1 倍</translation>
    </message>
    <message>
        <source>fitted on %1 published training runs and %2 of yours</source>
        <translation>根据 %1 个公开训练案例和您的 %2 个案例拟合</translation>
    </message>
    <message>
        <source>fitted on %1 published training runs</source>
        <translation>根据 %1 个公开训练案例拟合</translation>
    </message>
    <message>
        <source>efficiency %1 of peak (band %2–%3), %4</source>
        <translation>效率：峰值算力的 %1（区间 %2–%3），%4</translation>
    </message>
    <message>
        <source>%1 runs behind this (family %2, this kind of job): few, so the band is wide</source>
        <translation>支撑此估计的有 %1 个案例（%2 系列、同类任务）：案例少，区间较宽</translation>
    </message>
    <message>
        <source>%1 runs behind this (family %2, this kind of job)</source>
        <translation>支撑此估计的有 %1 个案例（%2 系列、同类任务）</translation>
    </message>
    <message>
        <source>%1 cards is more than any published run of this family: extrapolated, with a wider band</source>
        <translation>%1 张卡超出了该系列所有公开案例的规模：属外推，区间放宽</translation>
    </message>
    <message>
        <source>%1 cards: ×%2 for data-parallel scale against one node (GPU-hours grow with the card count)</source>
        <translation>%1 张卡：数据并行规模相对单机的效率 ×%2（卡时随卡数增加）</translation>
    </message>
    <message>
        <source>LoRA/QLoRA: ×%1 from published adapter fine-tuning runs</source>
        <translation>LoRA/QLoRA：根据公开的适配器微调案例，效率 ×%1</translation>
    </message>
    <message>
        <source>QLoRA: a further ×%1 for dequantising the 4-bit base in every matmul (prior ×0.75, moved by the published QLoRA runs)</source>
        <translation>QLoRA：每次矩阵乘都要对 4 位基座权重反量化，效率再 ×%1（先验 ×0.75，按公开的 QLoRA 案例修正）</translation>
    </message>
    <message>
        <source>freeze training: no published run, priced like full fine-tuning with the band&apos;s low end widened by a quarter</source>
        <translation>冻结训练：没有公开案例，按全参微调估算，区间下限再放宽四分之一</translation>
    </message>
</context>
<context>
    <name>Atlas::Encoding</name>
    <message>
        <source>not UTF-8 (UTF-16, says its byte-order mark); save the file as UTF-8</source>
        <translation>不是 UTF-8 编码（字节顺序标记表明是 UTF-16）；请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>not UTF-8 (a NUL byte: UTF-16 without a byte-order mark, or not a text file?); save the file as UTF-8</source>
        <translation>不是 UTF-8 编码（含 NUL 字节：可能是不带字节顺序标记的 UTF-16，或不是文本文件）；请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>not UTF-8 (GBK/GB18030?); save the file as UTF-8</source>
        <translation>不是 UTF-8 编码（可能是 GBK/GB18030）；请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>not UTF-8 (byte 0x%1 cannot start or continue a UTF-8 character); save the file as UTF-8</source>
        <translation>不是 UTF-8 编码（字节 0x%1 既不能作为 UTF-8 字符的首字节，也不能作为后续字节）；请将文件另存为 UTF-8</translation>
    </message>
</context>
<context>
    <name>Atlas::Fit</name>
    <message>
        <source>card counts 1, 2, 4, 8, then every multiple of 8 up to 64, then four per doubling (80, 96, 112, 128, 160, …) up to %1; for each, the first layout of the fit search that fits</source>
        <translation>卡数取 1、2、4、8，再取 8 的倍数直至 64，此后每翻一倍取四档（80、96、112、128、160 …）直至 %1；每个卡数取显存搜索中第一个放得下的并行布局</translation>
    </message>
</context>
<context>
    <name>Atlas::FitMatrixModel</name>
    <message>
        <source>Does not fit on up to %1 cards</source>
        <translation>%1 张卡以内均放不下</translation>
    </message>
    <message>
        <source>Smallest fit: %1 cards (dp %2, tp %3, pp %4, ZeRO %5)</source>
        <translation>最少需 %1 张卡（DP %2，TP %3，PP %4，ZeRO-%5）</translation>
    </message>
    <message>
        <source>Per GPU: weights %1, gradients %2, optimizer %3, activations %4, KV cache %5, overhead %6; total %7 of %8</source>
        <translation>单卡：权重 %1，梯度 %2，优化器状态 %3，激活值 %4，KV 缓存 %5，额外开销 %6；合计 %7 / %8</translation>
    </message>
    <message>
        <source>Seed table 4.2: %1, %2 — %3</source>
        <translation>原始文档表 4.2：%1，%2 — %3</translation>
    </message>
    <message>
        <source>Flagship</source>
        <translation>一线</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>二线</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>边缘推理</translation>
    </message>
    <message>
        <source>domestic</source>
        <translation>国产</translation>
    </message>
    <message>
        <source>Time of the scenario&apos;s work: %1 (%2–%3 across the efficiency band)</source>
        <translation>场景工作量耗时：%1（效率区间内为 %2–%3）</translation>
    </message>
    <message>
        <source>Time unknown: this accelerator publishes no dense throughput at this precision</source>
        <translation>耗时未知：该加速卡未公布此精度下的稠密算力</translation>
    </message>
    <message>
        <source>No time or cost: the scenario gives no training work</source>
        <translation>无耗时和费用：场景未给出训练工作量</translation>
    </message>
    <message>
        <source>A service: it runs for its period, %1</source>
        <translation>推理服务：按服务期运行，%1</translation>
    </message>
    <message>
        <source>Cheapest form: %1, %2</source>
        <translation>最便宜的计费方式：%1，%2</translation>
    </message>
    <message>
        <source>No price: none of the allowed forms has a price for this accelerator</source>
        <translation>无价格：所允许的计费方式均没有该加速卡的价格</translation>
    </message>
    <message>
        <source>Serving as many %1 + %2-token requests as the cards&apos; memory holds: %3 output tokens/s (%4–%5)</source>
        <translation>按显存所能容纳的最大并发处理 %1 + %2 token 的请求：推理吞吐 %3 token/s（%4–%5）</translation>
    </message>
    <message>
        <source>Speed unknown: this accelerator publishes no memory bandwidth or compute rate for the model&apos;s precision</source>
        <translation>速度未知：该加速卡未公布显存带宽，或未公布该模型精度下的算力</translation>
    </message>
    <message>
        <source>Made for inference only: no training software for this card</source>
        <translation>仅用于推理：此卡没有训练软件</translation>
    </message>
    <message>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
</context>
<context>
    <name>Atlas::Fleet</name>
    <message>
        <source>own the peak</source>
        <translation>按峰值自购</translation>
    </message>
    <message>
        <source>rent everything by the hour</source>
        <translation>全部按量租用</translation>
    </message>
    <message>
        <source>reserve the base monthly, rent the peaks</source>
        <translation>基线包月，峰值按量租用</translation>
    </message>
    <message>
        <source>own the base, rent the peaks</source>
        <translation>基线自购，峰值按量租用</translation>
    </message>
    <message>
        <source>a load profile counts users or requests per second</source>
        <translation>负载曲线以并发用户数或每秒请求数计</translation>
    </message>
    <message>
        <source>a 24-hour profile has 24 values, not %1</source>
        <translation>24 小时负载曲线应有 24 个值，实际为 %1 个</translation>
    </message>
    <message>
        <source>every hour of a 24-hour profile is from 0 to %1, the busiest at least %2</source>
        <translation>24 小时负载曲线每小时的值应在 0 到 %1 之间，最高值至少为 %2</translation>
    </message>
    <message>
        <source>the peak load is from %1 to %2</source>
        <translation>峰值负载应在 %1 到 %2 之间</translation>
    </message>
    <message>
        <source>the base load is from 0 to the peak (%1)</source>
        <translation>基线负载应在 0 到峰值（%1）之间</translation>
    </message>
    <message>
        <source>peak hours a day are from %1 to %2</source>
        <translation>每天峰值小时数应在 %1 到 %2 之间</translation>
    </message>
    <message>
        <source>days a week with a peak are from %1 to %2</source>
        <translation>每周有峰值的天数应在 %1 到 %2 之间</translation>
    </message>
    <message>
        <source>the minimum billed hours are from %1 to %2</source>
        <translation>最低计费时长须在 %1 到 %2 小时之间</translation>
    </message>
</context>
<context>
    <name>Atlas::FleetOptionsPanel</name>
    <message>
        <source>%1 owned</source>
        <translation>自购 %1 张</translation>
    </message>
    <message>
        <source>%1 reserved</source>
        <translation>包月 %1 张</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>组合方式</translation>
    </message>
    <message>
        <source>Cost a month</source>
        <translation>每月费用</translation>
    </message>
    <message>
        <source>Cards held</source>
        <translation>持有卡数</translation>
    </message>
    <message>
        <source>Card-hours rented a month</source>
        <translation>每月租用卡时</translation>
    </message>
    <message>
        <source>Cash outlay</source>
        <translation>现金支出</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>市场</translation>
    </message>
    <message>
        <source>%1 of %2 cards × mixes meet the service level at every hour, the market and the budget (rejected: %3 cannot serve the load, %4 miss the service level, %5 without a price, %6 over the budget, %7 not available in this market)</source>
        <translation>%2 个“加速卡 × 组合方式”中有 %1 个在每个小时都满足服务水平，且符合市场与预算（排除：%3 个无法承载负载，%4 个未达服务水平，%5 个无价格，%6 个超预算，%7 个在该市场不可得）</translation>
    </message>
    <message>
        <source>Fleets over the week&apos;s load, ranked by cost a month</source>
        <translation>按一周负载配置的集群，按每月费用排序</translation>
    </message>
    <message>
        <source>Use this card</source>
        <translation>使用这张卡</translation>
    </message>
    <message>
        <source>Set the scenario&apos;s accelerator (and the hub of owned cards) to this fleet&apos;s; the scenario then weighs the four mixes for it (one undoable edit)</source>
        <translation>将场景的加速卡（以及自有卡所在的枢纽）设为该集群所用的卡，场景随后为这张卡比较四种组合（一次可撤销的编辑）</translation>
    </message>
    <message>
        <source>Add to comparison</source>
        <translation>加入对比</translation>
    </message>
    <message>
        <source>Add this fleet&apos;s card to the comparison, where its row &quot;Fleet over the week&quot; shows its mixes</source>
        <translation>将该集群所用的卡加入对比，其“按一周负载配置的集群”一行列出各种组合</translation>
    </message>
</context>
<context>
    <name>Atlas::HfConfig</name>
    <message>
        <source>missing &quot;%1&quot;, which a %2 config needs</source>
        <translation>缺少 %2 配置所需的字段 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>&quot;%1&quot; 必须为 true 或 false</translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes; not a config.json</source>
        <translation>%1：超过 %2 字节，不是 config.json</translation>
    </message>
    <message>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation>%1：第 %2 字节处不是有效的 JSON：%3</translation>
    </message>
    <message>
        <source>%1: expected a JSON object</source>
        <translation>%1：应为 JSON 对象</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1：无法读取文件：%2</translation>
    </message>
    <message>
        <source>%1:%2: &quot;%3&quot; appears twice in one object (first at %4:%5); JSON readers keep only one of them, so the file is ambiguous</source>
        <translation>%1:%2：&quot;%3&quot; 在同一对象中出现了两次（首次出现在 %4:%5）；JSON 解析器只会保留其中一个，因此该文件有歧义</translation>
    </message>
    <message>
        <source> (this file has: %1)</source>
        <translation>（从此文件读到：%1）</translation>
    </message>
    <message>
        <source>not in the file, the library&apos;s defaults were used: %1</source>
        <translation>文件中未给出，已采用 transformers 库的默认值：%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number of at least %2, not %3</source>
        <translation>&quot;%1&quot; 必须是不小于 %2 的整数，实际为 %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of texts</source>
        <translation>&quot;%1&quot; 必须是文本列表</translation>
    </message>
    <message>
        <source>&quot;%1&quot; of %2 bits is not a GPTQ/AWQ width</source>
        <translation>&quot;%1&quot; 为 %2 位，不是 GPTQ/AWQ 支持的位宽</translation>
    </message>
    <message>
        <source>quantization_config.quant_method &quot;%1&quot; is not understood (fp8, mxfp4, gptq, awq and bitsandbytes are); remove the block to count the weights at the precision you choose</source>
        <translation>无法识别 quantization_config.quant_method &quot;%1&quot;（可识别 fp8、mxfp4、gptq、awq 和 bitsandbytes）；删除该配置块，即可按你选择的精度计算权重</translation>
    </message>
    <message>
        <source>&quot;%1&quot; lists %2 layers, the model has %3</source>
        <translation>&quot;%1&quot; 列出了 %2 层，而模型有 %3 层</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds &quot;%2&quot;; only sliding_attention and full_attention layers are understood</source>
        <translation>&quot;%1&quot; 中含有 &quot;%2&quot;；只能识别 sliding_attention 和 full_attention 两种层</translation>
    </message>
    <message>
        <source>&quot;%1&quot; says the model has experts, but a %2 model is dense; the model_type is probably wrong (mixtral, qwen2_moe, qwen3_moe, deepseek_v3 …): correct it, or give the model by flags</source>
        <translation>&quot;%1&quot; 表明模型有专家，但 %2 模型是稠密模型；model_type 可能有误（mixtral、qwen2_moe、qwen3_moe、deepseek_v3 …）：请更正，或改用命令行参数描述模型</translation>
    </message>
    <message>
        <source>&quot;%1&quot; above 1 (MoE only in every n-th layer) is not supported</source>
        <translation>不支持 &quot;%1&quot; 大于 1（每隔 n 层才有一个 MoE 层）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must list the first layers (0, 1, …) to be supported</source>
        <translation>&quot;%1&quot; 须列出从 0 开始的前几层（0, 1, …）才受支持</translation>
    </message>
    <message>
        <source>dense layers need &quot;%1&quot;</source>
        <translation>稠密层需要 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; true with latent attention is not supported</source>
        <translation>潜在注意力不支持 &quot;%1&quot; 为 true</translation>
    </message>
    <message>
        <source>&quot;%1&quot; differs from hidden_size (OPT-350m&apos;s projected embeddings); that layout is not supported</source>
        <translation>&quot;%1&quot; 与 hidden_size 不同（OPT-350m 的投影嵌入）；不支持这种结构</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>（缺失）</translation>
    </message>
    <message>
        <source>%1: model_type %2 is not supported; supported types are %3. Describe the model by flags instead: --params N --layers L --hidden H --heads A --kv-heads K --ffn F --vocab V, and where they apply --head-dim D --mlp swiglu|gelu|relu --tied-embeddings on|off --qkv-bias on|off --sliding-window W [--full-attention-every K] --experts E --active-experts k%4</source>
        <translation>%1：不支持 model_type %2；支持的类型有 %3。请改用命令行参数描述模型：--params N --layers L --hidden H --heads A --kv-heads K --ffn F --vocab V，以及适用时的 --head-dim D --mlp swiglu|gelu|relu --tied-embeddings on|off --qkv-bias on|off --sliding-window W [--full-attention-every K] --experts E --active-experts k%4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of whole numbers (layer numbers)</source>
        <translation>&quot;%1&quot; 必须是整数（层号）列表</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds %2, outside the model&apos;s layers (0 to %3)</source>
        <translation>&quot;%1&quot; 含有 %2，超出模型的层号范围（0 到 %3）</translation>
    </message>
    <message>
        <source>&quot;text_config&quot; must be an object holding the text model&apos;s settings, not %1</source>
        <translation>&quot;text_config&quot; 必须是包含文本模型参数的对象，而不是 %1</translation>
    </message>
</context>
<context>
    <name>Atlas::InputFile</name>
    <message>
        <source>it is %1, not a regular file</source>
        <translation>这是%1，不是普通文件</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>这不是普通文件</translation>
    </message>
</context>
<context>
    <name>Atlas::JobEditor</name>
    <message>
        <source>Change amount of work</source>
        <translation>更改工作量</translation>
    </message>
    <message>
        <source>Change the service</source>
        <translation>更改推理服务</translation>
    </message>
    <message>
        <source>Change how often the job runs</source>
        <translation>更改运行频率</translation>
    </message>
    <message>
        <source>Change deadline</source>
        <translation>更改截止时间</translation>
    </message>
    <message>
        <source>Change recomputation</source>
        <translation>更改激活重计算</translation>
    </message>
    <message>
        <source>Change optimizer</source>
        <translation>更改优化器</translation>
    </message>
    <message>
        <source>Change flash attention</source>
        <translation>更改 FlashAttention</translation>
    </message>
    <message>
        <source>Change KV-cache precision</source>
        <translation>更改 KV 缓存精度</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>工作量</translation>
    </message>
    <message>
        <source>Memory and speed levers</source>
        <translation>显存与速度调节</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Work given as</source>
        <translation>工作量计量方式</translation>
    </message>
    <message>
        <source>Tokens (billions)</source>
        <translation>token 数（十亿）</translation>
    </message>
    <message>
        <source>Samples (thousands)</source>
        <translation>样本数（千）</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>训练轮数</translation>
    </message>
    <message>
        <source>Tokens per sample</source>
        <translation>每样本 token 数</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>租用时长（小时）</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行次数</translation>
    </message>
    <message>
        <source>Every</source>
        <translation>重复周期</translation>
    </message>
    <message>
        <source>Deadline (hours)</source>
        <translation>截止时间（小时）</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Flash attention</source>
        <translation>FlashAttention 算子</translation>
    </message>
    <message>
        <source>KV-cache precision</source>
        <translation>KV 缓存精度</translation>
    </message>
    <message>
        <source>Prompt (tokens)</source>
        <translation>输入长度（token）</translation>
    </message>
    <message>
        <source>Answer (tokens)</source>
        <translation>输出长度（token）</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>并发用户数</translation>
    </message>
    <message>
        <source>First token within (s)</source>
        <translation>首 token 时延上限（秒）</translation>
    </message>
    <message>
        <source>Tokens/s per user at least</source>
        <translation>每用户吞吐下限（token/s）</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>按序列长度</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未指定</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>Gradient checkpointing: recompute activations in the backward pass instead of storing them (less memory, more time)</source>
        <translation>梯度检查点：在反向传播时重新计算激活值，而不是保存它们（省显存，但更耗时）</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <source>samples × epochs</source>
        <translation>样本数 × 轮数</translation>
    </message>
    <message>
        <source>renting the cards for hours</source>
        <translation>按小时租卡</translation>
    </message>
    <message>
        <source>once (runs in all)</source>
        <translation>不重复（次数即总数）</translation>
    </message>
    <message>
        <source>Service period (hours)</source>
        <translation>服务期（小时）</translation>
    </message>
    <message>
        <source>Load varies over the week</source>
        <translation>负载随一周变化</translation>
    </message>
    <message>
        <source>Users off-peak</source>
        <translation>非峰值并发用户数</translation>
    </message>
    <message>
        <source>Peak hours a day (from 09:00)</source>
        <translation>每天峰值小时数（自 09:00 起）</translation>
    </message>
    <message>
        <source>Days a week with a peak</source>
        <translation>每周有峰值的天数</translation>
    </message>
    <message>
        <source>Users at the peak</source>
        <translation>峰值并发用户数</translation>
    </message>
    <message>
        <source>%1 cards at the peak, %2 at the base</source>
        <translation>峰值 %1 张卡，基线 %2 张卡</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>%1: %2 a month, %3 busy</source>
        <translation>%1：每月 %2，利用率 %3</translation>
    </message>
</context>
<context>
    <name>Atlas::LoadCurve</name>
    <message>
        <source>Mon</source>
        <translation>周一</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>周二</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>周三</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>周四</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>周五</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>周六</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>周日</translation>
    </message>
    <message>
        <source>Cards each hour needs: %1 at the peak (dashed: owning the peak), %2 held for the base, the rest rented by the hour</source>
        <translation>每小时所需卡数：峰值 %1 张（虚线：按峰值自购），基线持有 %2 张，其余按量租用</translation>
    </message>
</context>
<context>
    <name>Atlas::MachineCheck</name>
    <message>
        <source>engine defaults (BF16 compute, AdamW with FP32 master weights and gradients for full training, sequence %1, micro-batch %2); LoRA and QLoRA with gradient checkpointing, as the QLoRA recipe and PEFT&apos;s prepare_model_for_kbit_training do</source>
        <translation>引擎默认设置（BF16 计算；全参数训练用 AdamW，FP32 主权重与梯度；序列长度 %1，微批次 %2）；LoRA 和 QLoRA 开启梯度检查点，与 QLoRA 参考实现及 PEFT 的 prepare_model_for_kbit_training 做法一致</translation>
    </message>
    <message>
        <source>%1 does not fit %2 × %3 even with the last method tried (%4 GiB per card of %5 GiB)</source>
        <translation>%1 在 %2 × %3 上放不下，所列方法逐一试到最后一种也不行（每卡需 %4 GiB，单卡显存 %5 GiB）</translation>
    </message>
    <message>
        <source>%1 fits %2 × %3 as %4 (%5 GiB per card of %6 GiB); 100 M training tokens take %7 h at an efficiency of %8</source>
        <translation>%1 以 %4 方式在 %2 × %3 上放得下（每卡占用 %5 GiB，单卡显存 %6 GiB）；按效率 %8，训练 1 亿 token 需 %7 小时</translation>
    </message>
    <message>
        <source>%1 fits %2 × %3 in %4 (%5 GiB per card of %6 GiB), about %7 tokens/s for one stream</source>
        <translation>%1 以 %4 精度在 %2 × %3 上放得下（每卡占用 %5 GiB，单卡显存 %6 GiB），单并发约 %7 token/s</translation>
    </message>
    <message>
        <source>%1 has a card-to-card link (%2, %3 GB/s)</source>
        <translation>%1 有卡间互联（%2，%3 GB/s）</translation>
    </message>
    <message>
        <source>%1 has no NVLink: the cards exchange data over PCIe only, so tensor parallelism is slow; prefer pipeline or data parallelism</source>
        <translation>%1 不支持 NVLink：卡间只能经 PCIe 交换数据，张量并行较慢；宜采用流水线并行或数据并行</translation>
    </message>
    <message>
        <source>%1 cards at x16 need %2 CPU PCIe lanes; %3 has %4</source>
        <translation>%1 张卡按 x16 计需 %2 条 CPU PCIe 通道；%3 提供 %4 条</translation>
    </message>
    <message>
        <source>%1 GB of RAM; %2 takes at most %3 GB</source>
        <translation>主机内存 %1 GB；%2 最多支持 %3 GB</translation>
    </message>
    <message>
        <source>power supply: cards %1 × %2 W + CPU %3 W = %4 W, with 30 % headroom at least %5 W (the seed names no power supply)</source>
        <translation>电源：加速卡 %1 × %2 W + CPU %3 W = %4 W，预留 30% 余量后至少需 %5 W（原始文档未指定电源）</translation>
    </message>
    <message>
        <source>cooling: about %1 W of heat at full load to move out of the case</source>
        <translation>散热：满载时约有 %1 W 热量需排出机箱</translation>
    </message>
    <message>
        <source>no model is named; the largest catalog model it serves in BF16 is %1, the largest it fine-tunes with QLoRA is %2</source>
        <translation>未指定模型；目录中以 BF16 推理可运行的最大模型为 %1，用 QLoRA 可微调的最大模型为 %2</translation>
    </message>
    <message>
        <source>the cards cost %1 CNY at the catalog&apos;s purchase price, %2 % of the seed&apos;s %3 CNY</source>
        <translation>按目录购置价，加速卡共 %1 元，占原始文档价格（%3 元）的 %2%</translation>
    </message>
    <message>
        <source>an hour of full use costs about %1 CNY (the seed&apos;s price depreciated over %2 years plus electricity)</source>
        <translation>满负荷使用一小时约 %1 元（原始文档价格按 %2 年折旧，加电费）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>inference is tried in BF16, then INT8, then INT4; fine-tuning with the listed methods in order; the first that fits counts, and only the first means the claim holds as stated</source>
        <translation>推理依次尝试 BF16、INT8、INT4；微调按所列方法依次尝试；取第一个放得下的，只有第一项就放得下才算论断按所述成立</translation>
    </message>
    <message>
        <source>platform: %1 (%2)</source>
        <translation>平台：%1（%2）</translation>
    </message>
    <message>
        <source>hour of use: %1 CNY over %2 years of 8,760 h, plus %3 W at %4 CNY/kWh</source>
        <translation>每小时使用成本：%1 元按 %2 年折旧（每年 8760 小时），加上 %3 W 按 %4 元/kWh 计的电费</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>1 card at x16 needs %1 CPU PCIe lanes; %2 has %3</source>
        <translation>1 张卡按 x16 计需 %1 条 CPU PCIe 通道；%2 提供 %3 条</translation>
    </message>
</context>
<context>
    <name>Atlas::MainWindow</name>
    <message>
        <source>Choose accelerator</source>
        <translation>选择加速卡</translation>
    </message>
    <message>
        <source>Remove comparison option</source>
        <translation>移除对比方案</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation>每卡 %1</translation>
    </message>
    <message>
        <source>computed in %1 ms</source>
        <translation>计算耗时 %1 ms</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>ComputeAtlas 算力产区图</source>
        <translation>ComputeAtlas 算力产区图</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近文件(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language 语言</source>
        <translation>语言 Language(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Scenarios</source>
        <translation>场景(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Scenario</source>
        <translation>新建场景(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Scenario…</source>
        <translation>打开场景(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation>导入 config.json(&amp;I)…</translation>
    </message>
    <message>
        <source>PDF &amp;Report…</source>
        <translation>PDF 报告(&amp;R)…</translation>
    </message>
    <message>
        <source>Current View as PNG or SVG…</source>
        <translation>当前视图（PNG 或 SVG）…</translation>
    </message>
    <message>
        <source>Matrix as CSV…</source>
        <translation>匹配矩阵（CSV）…</translation>
    </message>
    <message>
        <source>Comparison as CSV…</source>
        <translation>对比表（CSV）…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Tier Chart</source>
        <translation>梯队图(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Matrix</source>
        <translation>匹配矩阵(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>对比(&amp;C)</translation>
    </message>
    <message>
        <source>Switch Language</source>
        <translation>切换语言</translation>
    </message>
    <message>
        <source>Both Languages in Labels</source>
        <translation>标签中英双语显示</translation>
    </message>
    <message>
        <source>High-Contrast Charts</source>
        <translation>高对比度图表</translation>
    </message>
    <message>
        <source>&amp;Workshop Mode</source>
        <translation>演示模式(&amp;W)</translation>
    </message>
    <message>
        <source>Case A: 8B QLoRA on one RTX 4090</source>
        <translation>案例 A：单卡 RTX 4090 QLoRA 微调 8B 模型</translation>
    </message>
    <message>
        <source>Case B: 13B full fine-tune, 100k CNY a year</source>
        <translation>案例 B：13B 全参数微调，年预算 10 万元</translation>
    </message>
    <message>
        <source>&amp;About ComputeAtlas</source>
        <translation>关于 ComputeAtlas(&amp;A)</translation>
    </message>
    <message>
        <source>Data &amp;Sources and Confidence</source>
        <translation>数据来源与可信度(&amp;S)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Full screen, larger type, high-contrast charts, editing panel hidden (F11)</source>
        <translation>全屏、放大字号、高对比度图表，并隐藏编辑面板（F11）</translation>
    </message>
    <message>
        <source>Scenario &amp;Panel</source>
        <translation>场景面板(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Tier Chart 梯队图</source>
        <translation>梯队图</translation>
    </message>
    <message>
        <source>Model–GPU Matrix 匹配矩阵</source>
        <translation>模型–GPU 匹配矩阵</translation>
    </message>
    <message>
        <source>Region Map 产区图</source>
        <translation>产区图</translation>
    </message>
    <message>
        <source>Compare 对比</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes. Save them?</source>
        <translation>场景有未保存的更改，是否保存？</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>%1 could not be opened:

%2</source>
        <translation>无法打开 %1：

%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Scenarios (*.yaml *.yml)</source>
        <translation>场景文件 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <source>The scenario was not saved; the file on disk is unchanged.

%1</source>
        <translation>场景未保存，磁盘上的文件保持不变。

%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>Scenarios (*.yaml)</source>
        <translation>场景文件 (*.yaml)</translation>
    </message>
    <message>
        <source>Import Hugging Face config.json</source>
        <translation>导入 Hugging Face config.json</translation>
    </message>
    <message>
        <source>Model configs (*.json)</source>
        <translation>模型配置 (*.json)</translation>
    </message>
    <message>
        <source>Cannot import the config</source>
        <translation>无法导入配置</translation>
    </message>
    <message>
        <source>Import model config</source>
        <translation>导入模型配置</translation>
    </message>
    <message>
        <source>Export PDF Report</source>
        <translation>导出 PDF 报告</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation>无法导出报告</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>报告已保存至 %1</translation>
    </message>
    <message>
        <source>Export View</source>
        <translation>导出视图</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Cannot export the view</source>
        <translation>无法导出视图</translation>
    </message>
    <message>
        <source>Export Comparison</source>
        <translation>导出对比表</translation>
    </message>
    <message>
        <source>Export Matrix</source>
        <translation>导出匹配矩阵</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export the table</source>
        <translation>无法导出表格</translation>
    </message>
    <message>
        <source>About ComputeAtlas</source>
        <translation>关于 ComputeAtlas</translation>
    </message>
    <message>
        <source>Data Sources and Confidence</source>
        <translation>数据来源与可信度</translation>
    </message>
    <message>
        <source>&lt;p&gt;Confidence grades: A vendor document and an independent database agree; B two or more reputable secondary sources; C a single source or a vendor claim; U unverified.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Accelerator&lt;/th&gt;&lt;th&gt;Grade&lt;/th&gt;&lt;th&gt;First source&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;</source>
        <translation>&lt;p&gt;可信度等级：A 厂商文档与独立数据库相互印证；B 两个及以上可靠的二手来源；C 单一来源或厂商宣称；U 未核实。&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;加速卡&lt;/th&gt;&lt;th&gt;等级&lt;/th&gt;&lt;th&gt;首要来源&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;</translation>
    </message>
    <message>
        <source>an untitled scenario</source>
        <translation>未命名场景</translation>
    </message>
    <message>
        <source>Restore unsaved changes?</source>
        <translation>恢复未保存的更改？</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <source>The autosaved copy could not be read:

%1</source>
        <translation>无法读取自动保存的副本：

%1</translation>
    </message>
    <message>
        <source>Restore unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>Restored the unsaved changes</source>
        <translation>已恢复未保存的更改</translation>
    </message>
    <message>
        <source>Added to the comparison (%1 of %2)</source>
        <translation>已加入对比（%1/%2）</translation>
    </message>
    <message>
        <source>PDF Report in a Language</source>
        <translation>指定语言的 PDF 报告</translation>
    </message>
    <message>
        <source>In English…</source>
        <translation>英文…</translation>
    </message>
    <message>
        <source>In Chinese (中文)…</source>
        <translation>中文…</translation>
    </message>
    <message>
        <source>In Both Languages (中英对照)…</source>
        <translation>中英对照…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ComputeAtlas 算力产区图 %1&lt;/h3&gt;&lt;p&gt;What hardware an AI job needs, what it costs and where in China it should run.&lt;/p&gt;&lt;p&gt;Map geometry: Apache ECharts 4.9.0 (Apache License 2.0). Hub and cluster coordinates: GeoNames, geonames.org (CC-BY-4.0). The map is schematic, not an official standard map (示意图，非标准地图).&lt;/p&gt;&lt;p&gt;Accelerator, region and price figures carry their sources and confidence grades; see Help → Data Sources and Confidence.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ComputeAtlas 算力产区图 %1&lt;/h3&gt;&lt;p&gt;测算 AI 任务需要什么硬件、要花多少钱，以及适合部署在国内什么地方。&lt;/p&gt;&lt;p&gt;地图几何数据：Apache ECharts 4.9.0（Apache License 2.0）。枢纽节点与集群坐标：GeoNames，geonames.org（CC-BY-4.0）。地图为示意图，非标准地图。&lt;/p&gt;&lt;p&gt;加速卡、地区与价格数据均附有来源和可信度等级；详见“帮助 → 数据来源与可信度”。&lt;/p&gt;&lt;p&gt;许可证：GPL-3.0-or-later。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Region Map</source>
        <translation>产区图(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>备选方案(&amp;O)</translation>
    </message>
    <message>
        <source>Seed Says / Engine Says</source>
        <translation>原始文档说法 / 引擎测算</translation>
    </message>
    <message>
        <source>The seed documents&apos; claims with the engine&apos;s verdicts, and the seed&apos;s workstations checked</source>
        <translation>原始文档中的论断及引擎的核验结论，以及对原始文档工作站配置的检查</translation>
    </message>
    <message>
        <source>Options 方案</source>
        <translation>备选方案</translation>
    </message>
    <message>
        <source>Parts of the scenario were not used</source>
        <translation>场景文件中有内容未被使用</translation>
    </message>
    <message>
        <source>%1 was opened, but these lines were not understood and are not used. A misspelled key changes the answer without an error: check them.</source>
        <translation>已打开 %1，但以下各行无法识别，未被使用。拼错的键名会在不报错的情况下改变结果：请逐一检查。</translation>
    </message>
    <message>
        <source>Import &amp;Quotes…</source>
        <translation>导入报价(&amp;Q)…</translation>
    </message>
    <message>
        <source>Your Quotes…</source>
        <translation>您的报价表…</translation>
    </message>
    <message>
        <source>Case C: 200B MoE pre-training on 64 H800, Inner Mongolia vs Guizhou vs the east</source>
        <translation>案例 C：64 卡 H800 预训练 200B MoE，内蒙古、贵州与东部对比</translation>
    </message>
    <message>
        <source>ComputeAtlas did not close normally. Unsaved changes to %1 were kept at %2.</source>
        <translation>ComputeAtlas 上次未正常关闭。“%1”的未保存更改已于 %2 自动保存。</translation>
    </message>
    <message>
        <source>Restore them?</source>
        <translation>是否恢复？</translation>
    </message>
    <message>
        <source>You opened %1. Restoring closes it and opens %2 with the changes instead. If you keep %1, the changes are offered again at the next start.</source>
        <translation>您打开的是“%1”。恢复将关闭它，改为打开带有这些更改的“%2”。如果保留“%1”，下次启动时会再次询问是否恢复。</translation>
    </message>
    <message>
        <source>Open %1 with the Changes</source>
        <translation>打开带更改的“%1”</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>保留“%1”</translation>
    </message>
    <message>
        <source>Discard the Changes</source>
        <translation>丢弃这些更改</translation>
    </message>
    <message>
        <source>%1 (imported model)</source>
        <translation>%1（导入的模型）</translation>
    </message>
    <message>
        <source>Import Quotes</source>
        <translation>导入报价</translation>
    </message>
    <message>
        <source>Quotes (*.csv)</source>
        <translation>报价 (*.csv)</translation>
    </message>
    <message>
        <source>the scenario would hold %1 quotes, more than %2</source>
        <translation>场景将包含 %1 条报价，超过上限 %2 条</translation>
    </message>
    <message>
        <source>Quotes not imported</source>
        <translation>未导入报价</translation>
    </message>
    <message>
        <source>No quote of %1 was imported: every row must be right before any is used.</source>
        <translation>%1 中的报价均未导入：所有行都正确后才会使用其中任何一条。</translation>
    </message>
    <message>
        <source>Import quotes</source>
        <translation>导入报价</translation>
    </message>
    <message>
        <source>Imported %1 quotes from %2</source>
        <translation>已从 %2 导入 %1 条报价</translation>
    </message>
</context>
<context>
    <name>Atlas::MapLegendPainter</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Legend title with its unit, e.g. &quot;Electricity tariff (CNY/kWh)&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Higher is better</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <source>Lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <source>Hub</source>
        <translation>枢纽</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Outside budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>No value</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>Provider GPU regions (count)</source>
        <translation>云厂商 GPU 地域（个数）</translation>
    </message>
    <message>
        <source>Grid linked to hub/cluster</source>
        <translation>电网对应的枢纽/集群</translation>
    </message>
    <message>
        <source>Demand side (east and Chengdu-Chongqing)</source>
        <translation>需求侧（东部及成渝）</translation>
    </message>
    <message>
        <source>Supply side (west)</source>
        <translation>供给侧（西部）</translation>
    </message>
</context>
<context>
    <name>Atlas::MapPlotter</name>
    <message>
        <source>示意图，非标准地图 / Schematic map, not an official standard map</source>
        <extracomment>Keep BOTH languages in the translation: the map must always carry the Chinese and the English disclaimer.</extracomment>
        <translatorcomment>合规要求：中英文两部分都必须保留，固定表述为“示意图，非标准地图”（不要写“非官方标准地图”）。CI 检查 glossary_consistent 会核对。</translatorcomment>
        <translation>示意图，非标准地图 / Schematic map, not an official standard map</translation>
    </message>
    <message>
        <source>Geometry: Apache ECharts 4.9.0 (Apache-2.0); markers: GeoNames (CC-BY-4.0)</source>
        <translation>地图几何数据：Apache ECharts 4.9.0（Apache-2.0）；标注点：GeoNames（CC-BY-4.0）</translation>
    </message>
    <message>
        <source>The map cannot be drawn: %1</source>
        <translation>无法绘制地图：%1</translation>
    </message>
</context>
<context>
    <name>Atlas::Market</name>
    <message>
        <source>mainland China</source>
        <translation>中国大陆</translation>
    </message>
    <message>
        <source>global</source>
        <translation>全球</translation>
    </message>
    <message>
        <source>available</source>
        <translation>可采购</translation>
    </message>
    <message>
        <source>stock only</source>
        <translation>仅存量</translation>
    </message>
    <message>
        <source>licence required</source>
        <translation>需出口许可</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>无供应渠道</translation>
    </message>
    <message>
        <source>Hong Kong</source>
        <translation>香港</translation>
    </message>
    <message>
        <source>outside China</source>
        <translation>中国境外</translation>
    </message>
    <message>
        <source>data leaves the mainland</source>
        <translation>数据出境</translation>
    </message>
    <message>
        <source>market: global — every card and provider is offered; what export controls or China-only supply limit is marked (availability.yaml)</source>
        <translation>市场：全球——提供所有加速卡和云厂商；受出口管制或中国特供所限的项目均有标注（availability.yaml）</translation>
    </message>
    <message>
        <source>market: mainland China — cards bought new only where available, rented also from the domestic clouds&apos; existing stock; providers outside the mainland are allowed and marked: data leaves the mainland</source>
        <translation>市场：中国大陆——新购仅限可采购的加速卡，租用也包括国内云厂商的存量；允许境外云厂商并加以标注：数据出境</translation>
    </message>
    <message>
        <source>market: mainland China — cards bought new only where available, rented also from the domestic clouds&apos; existing stock; providers outside the mainland are not offered, so no data leaves the mainland</source>
        <translation>市场：中国大陆——新购仅限可采购的加速卡，租用也包括国内云厂商的存量；不提供境外云厂商，因此数据不出境</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>%1 in mainland China</source>
        <translation>中国大陆%1</translation>
    </message>
    <message>
        <source>In %1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>In %1: %2 since %3.</source>
        <translation>%1：自 %3 起%2。</translation>
    </message>
    <message>
        <source>In %1: %2 since %3 (unsettled).</source>
        <translation>%1：自 %3 起%2（状态未定）。</translation>
    </message>
    <message>
        <source>Runs in %1 (no region named):</source>
        <translation>运行于%1（未注明区域）：</translation>
    </message>
    <message>
        <source>Runs in %1 (%2):</source>
        <translation>运行于%1（%2）：</translation>
    </message>
    <message>
        <source>%1 the data stays in the mainland.</source>
        <translation>%1数据留在中国大陆。</translation>
    </message>
    <message>
        <source>%1 the data leaves the mainland; personal information sent abroad needs one of PIPL&apos;s routes (a security assessment, a standard contract or a certification).</source>
        <translation>%1数据出境；个人信息出境须走《个人信息保护法》规定的途径之一（安全评估、标准合同或认证）。</translation>
    </message>
    <message>
        <source>Not offered in %1: it runs outside the mainland and the scenario does not allow data to leave it.</source>
        <translation>在%1不提供：它运行于中国大陆以外，而本场景不允许数据出境。</translation>
    </message>
    <message>
        <source>Not bought new in %1: stock only (the domestic clouds&apos; fleets and second-hand cards); rent it instead.</source>
        <translation>在%1不能新购：仅存量（国内云厂商的存量与二手卡）；请改为租用。</translation>
    </message>
    <message>
        <source>Not offered in %1: a US export licence is required.</source>
        <translation>在%1不提供：需要美国出口许可。</translation>
    </message>
    <message>
        <source>Not offered in %1: there is no channel.</source>
        <translation>在%1不提供：无供应渠道。</translation>
    </message>
    <message>
        <source>Rules: %1.</source>
        <translation>规则：%1。</translation>
    </message>
</context>
<context>
    <name>Atlas::MarketControl</name>
    <message>
        <source>Market: %1</source>
        <translation>市场：%1</translation>
    </message>
    <message>
        <source>Allow data to leave the mainland</source>
        <translation>允许数据出境</translation>
    </message>
    <message>
        <source>Keep data in the mainland</source>
        <translation>数据留在中国大陆</translation>
    </message>
    <message>
        <source>Where the cards are bought or rented. Mainland China offers only what can be had there: no card that needs a US export licence, existing stock only for rent, and providers inside the mainland.</source>
        <translation>在哪里采购或租用加速卡。中国大陆市场只提供在大陆能获得的：不含需要美国出口许可的加速卡，存量卡仅可租用，云厂商限于中国大陆境内。</translation>
    </message>
    <message>
        <source>Also rank providers in Hong Kong and abroad. The data then leaves the mainland (数据出境): personal information needs one of PIPL&apos;s routes.</source>
        <translation>同时排列香港和境外的云厂商。数据随之出境（数据出境）：个人信息出境须走《个人信息保护法》规定的途径之一。</translation>
    </message>
</context>
<context>
    <name>Atlas::MatrixView</name>
    <message>
        <source>Smallest number of cards that fits, per model × task and accelerator</source>
        <translation>放得下的最少卡数（按模型 × 任务与加速卡）</translation>
    </message>
    <message>
        <source>Overlay the seed&apos;s table 4.2</source>
        <translation>叠加原始文档表 4.2</translation>
    </message>
    <message>
        <source>Red corner: the seed recommends a setup the engine says does not fit; green: it fits</source>
        <translation>红色角标：原始文档推荐的配置经引擎测算放不下；绿色角标：放得下</translation>
    </message>
    <message>
        <source>All tasks</source>
        <translation>全部任务</translation>
    </message>
    <message>
        <source>Choose a matrix cell</source>
        <translation>请选择矩阵单元格</translation>
    </message>
    <message>
        <source>Model · task</source>
        <translation>模型 · 任务</translation>
    </message>
    <message>
        <source>Task: %1. Each cell is the minimum number of cards that fits; ✕ means it does not fit within the search limit.</source>
        <translation>任务：%1。每个单元格为放得下的最少卡数；✕ 表示在搜索上限内放不下。</translation>
    </message>
    <message>
        <source>Use this cell</source>
        <translation>采用此单元格</translation>
    </message>
    <message>
        <source>Add to comparison</source>
        <translation>加入对比</translation>
    </message>
    <message>
        <source>Only cells of the scenario&apos;s model and task can be compared</source>
        <translation>只有当前场景的模型和任务所在行的单元格可以加入对比</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>Time of the scenario&apos;s work on the smallest layout that fits</source>
        <translation>场景工作量的耗时（放得下的最少卡数）</translation>
    </message>
    <message>
        <source>Cost of the scenario&apos;s work in the cheapest form, on the smallest layout that fits</source>
        <translation>场景工作量的费用（最便宜的计费方式，放得下的最少卡数）</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Each cell: the smallest number of cards that fits</source>
        <translation>每个单元格：放得下的最少卡数</translation>
    </message>
    <message>
        <source>Each cell: what the scenario&apos;s work costs in the cheapest form with a price (a purchase counts its cash)</source>
        <translation>每个单元格：场景工作量在有价格的计费方式中最便宜的费用（自购按现金支出计）</translation>
    </message>
    <message>
        <source>precision %1, sequence %2, micro-batch %3; inference: context %4, %5 concurrent</source>
        <translation>精度 %1，序列长度 %2，微批次 %3；推理：上下文 %4，并发数 %5</translation>
    </message>
    <message>
        <source>none (the scenario is a service)</source>
        <translation>无（该场景为推理服务）</translation>
    </message>
    <message>
        <source>the cards rented for %1</source>
        <translation>租用 %1</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <source>Training work: %1; inference rows: %2 of service · the cheapest of the options&apos; forms, a purchase by its cash · colours: under ¥1,000, ¥10,000, ¥100,000, ¥1 M, more · ✕ does not fit · no price: no form has one · %3</source>
        <translation>训练工作量：%1；推理各行：服务期 %2 · 取所允许计费方式中最便宜的一种，自购按现金支出计 · 颜色依次表示：不到 1000 元、不到 1 万元、不到 10 万元、不到 100 万元、更高 · ✕ 放不下 · 无价格：各计费方式均无价格 · %3</translation>
    </message>
    <message>
        <source>Task: %1. Each cell is the time of the scenario&apos;s work on the smallest layout that fits, at the calibrated efficiency; ✕ means it does not fit.</source>
        <translation>任务：%1。每个单元格为按校准效率、在放得下的最少卡数下完成场景工作量的耗时；✕ 表示放不下。</translation>
    </message>
    <message>
        <source>Task: %1. Each cell is the cost of the scenario&apos;s work in the cheapest form with a price (a purchase: its cash); ✕ means it does not fit.</source>
        <translation>任务：%1。每个单元格为场景工作量在有价格的计费方式中最便宜的费用（自购按现金支出计）；✕ 表示放不下。</translation>
    </message>
    <message>
        <source>Each cell: the time of the scenario&apos;s work on that many cards, at the calibrated efficiency; for a service, its output tokens/s</source>
        <translation>每格：按校准后的效率，在该卡数上完成场景工作量所需的时间；推理服务则为其推理吞吐（token/s）</translation>
    </message>
    <message>
        <source>Training work: %1 · inference rows: output tokens/s of those cards serving as many requests as their memory holds, coloured by the hours 100 M tokens take · colours: under a day, a week, a month, six months, longer · ✕ does not fit · — not possible or no training work · unknown: no published throughput · %2</source>
        <translation>训练工作量：%1 · 推理各行：这些卡按显存所能容纳的最大并发服务时的推理吞吐，按输出 1 亿 token 所需小时数着色 · 颜色依次表示：不到一天、一周、一个月、六个月、更长 · ✕ 放不下 · — 不可行或无训练工作量 · 未知：无公开算力数据 · %2</translation>
    </message>
    <message>
        <source>国产 only</source>
        <translation>仅国产</translation>
    </message>
    <message>
        <source>Only accelerators made in China</source>
        <translation>只显示国产加速卡</translation>
    </message>
    <message>
        <source>cards (1, 2, 4, 8, 16, 24, 32 … 4096) · ✕ does not fit on up to 4096 cards · — not possible (at this precision, or training on a card made for inference) · precision %1, sequence %2, micro-batch %3; inference: context %4, %5 concurrent</source>
        <translation>卡数（1、2、4、8、16、24、32 … 4096）· ✕ 4096 张卡以内放不下 · — 不可行（该精度下，或在仅用于推理的卡上训练） · 精度 %1，序列长度 %2，微批次 %3；推理：上下文 %4，并发数 %5</translation>
    </message>
    <message>
        <source>Available in this market</source>
        <translation>本市场可获得</translation>
    </message>
    <message>
        <source>Only accelerators that can be bought or rented in the scenario&apos;s market: in mainland China none that needs a US export licence</source>
        <translation>只显示在场景所选市场能采购或租用的加速卡：在中国大陆不含需要美国出口许可的</translation>
    </message>
</context>
<context>
    <name>Atlas::MemoryBar</name>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>额外开销</translation>
    </message>
</context>
<context>
    <name>Atlas::MemoryModel</name>
    <message>
        <source>tensor parallelism %1 does not divide the %2 attention heads</source>
        <translation>张量并行度 %1 无法整除 %2 个注意力头</translation>
    </message>
    <message>
        <source>tensor parallelism %1 and the %2 KV heads must divide one another</source>
        <translation>张量并行度 %1 与 %2 个 KV 头必须能相互整除</translation>
    </message>
    <message>
        <source>pipeline parallelism %1 is larger than the %2 layers</source>
        <translation>流水线并行度 %1 大于层数 %2</translation>
    </message>
</context>
<context>
    <name>Atlas::ModelArch</name>
    <message>
        <source>the parameter count must be positive</source>
        <translation>参数量必须为正数</translation>
    </message>
    <message>
        <source>layers must be a positive number</source>
        <translation>层数必须为正数</translation>
    </message>
    <message>
        <source>a size is beyond any real model (layers up to 100000, hidden up to 1048576, vocabulary and MLP up to 16777216)</source>
        <translation>尺寸超出任何真实模型的范围（层数最多 100000，隐藏维度最多 1048576，词表和 MLP 最多 16777216）</translation>
    </message>
    <message>
        <source>hidden size must be a positive number</source>
        <translation>隐藏维度必须为正数</translation>
    </message>
    <message>
        <source>attention heads must be a positive number</source>
        <translation>注意力头数必须为正数</translation>
    </message>
    <message>
        <source>vocabulary size must be a positive number</source>
        <translation>词表大小必须为正数</translation>
    </message>
    <message>
        <source>the MLP (ffn) size must be a positive number</source>
        <translation>MLP（ffn）维度必须为正数</translation>
    </message>
    <message>
        <source>attention heads must be a multiple of the KV heads</source>
        <translation>注意力头数必须是 KV 头数的整数倍</translation>
    </message>
    <message>
        <source>KV heads and head size cannot be negative</source>
        <translation>KV 头数和头维度不能为负数</translation>
    </message>
    <message>
        <source>hidden size must be divisible by the attention heads (or give the head size)</source>
        <translation>隐藏维度必须能被注意力头数整除（或直接指定头维度）</translation>
    </message>
    <message>
        <source>active experts must be between 1 and the number of experts</source>
        <translation>激活专家数必须介于 1 与专家总数之间</translation>
    </message>
    <message>
        <source>the expert MLP size must be a positive number</source>
        <translation>专家 MLP 维度必须为正数</translation>
    </message>
    <message>
        <source>dense layers must be between 0 and the number of layers</source>
        <translation>稠密层数必须介于 0 与总层数之间</translation>
    </message>
    <message>
        <source>latent attention needs kv_lora_rank, the q/k head sizes and v_head_dim</source>
        <translation>潜在注意力需要 kv_lora_rank、q/k 头维度和 v_head_dim</translation>
    </message>
    <message>
        <source>the sliding window must be a positive number of tokens</source>
        <translation>滑动窗口的 token 数必须为正数</translation>
    </message>
    <message>
        <source>full attention every K layers needs K between 1 and 100000</source>
        <translation>每 K 层一个全注意力层时，K 必须介于 1 与 100000 之间</translation>
    </message>
    <message>
        <source>the layer pattern lists %1 layers, the model has %2</source>
        <translation>层模式列出了 %1 层，而模型有 %2 层</translation>
    </message>
    <message>
        <source>norms per layer must be between 0 and 8</source>
        <translation>每层归一化层数必须介于 0 与 8 之间</translation>
    </message>
    <message>
        <source>shared experts must number 0 to 65536, each up to 16777216 wide</source>
        <translation>共享专家数必须介于 0 与 65536 之间，每个共享专家的维度最多 16777216</translation>
    </message>
    <message>
        <source>a vision encoder needs positive layers, width, MLP width, patch and image sizes (up to 1000 layers, 1048576 wide, images up to 65536 pixels)</source>
        <translation>视觉编码器的层数、隐藏维度、MLP 维度、patch 大小和图像尺寸都必须为正数（层数最多 1000，维度最多 1048576，图像最大 65536 像素）</translation>
    </message>
    <message>
        <source>integer checkpoint weights must have 2, 3, 4 or 8 bits</source>
        <translation>整数量化的检查点权重必须为 2、3、4 或 8 位</translation>
    </message>
    <message>
        <source>the quantisation group must be 0 to 16777216 elements</source>
        <translation>量化分组大小必须介于 0 与 16777216 个元素之间</translation>
    </message>
    <message>
        <source>the architecture gives %1 parameters, more than the %2 accepted</source>
        <translation>按模型架构推算参数量为 %1，超过允许的上限 %2</translation>
    </message>
</context>
<context>
    <name>Atlas::OptionsView</name>
    <message>
        <source>provider instance</source>
        <translation>云厂商实例</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>Output tokens/s (log scale)</source>
        <translation>推理吞吐（token/s，对数坐标）</translation>
    </message>
    <message>
        <source>Time of a run (log scale)</source>
        <translation>每次耗时（对数坐标）</translation>
    </message>
    <message>
        <source>Cost of the service period, CNY (log scale)</source>
        <translation>服务期费用（元，对数坐标）</translation>
    </message>
    <message>
        <source>Cost of a run, CNY (log scale)</source>
        <translation>每次费用（元，对数坐标）</translation>
    </message>
    <message>
        <source>No option to plot</source>
        <translation>没有可绘制的方案</translation>
    </message>
    <message>
        <source>%1: %2 × %3</source>
        <translation>%1：%2 × %3</translation>
    </message>
    <message>
        <source>On the Pareto front: no other option is both faster and cheaper</source>
        <translation>位于帕累托前沿：没有其他方案既更快又更便宜</translation>
    </message>
    <message>
        <source>%1 instances of %2 from %3, billed as the provider bills them</source>
        <translation>%1 个 %2 实例（%3），按该云厂商的计费方式计费</translation>
    </message>
    <message>
        <source>%1 at the calibrated efficiency (%2 of peak); %3 to %4 across its band</source>
        <translation>按校准效率（峰值算力的 %2）为 %1；效率区间内为 %3–%4</translation>
    </message>
    <message>
        <source>A purchase: the share of the cards&apos; depreciation the run takes, plus its electricity, hosting and operations</source>
        <translation>自购：本次运行分摊的加速卡折旧成本，加上电费、托管费和运维费</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>未设预算</translation>
    </message>
    <message>
        <source>within (%1)</source>
        <translation>未超出（%1）</translation>
    </message>
    <message>
        <source>%1 of the budget of %2 %3</source>
        <translation>占用 %1（预算：%3 %2）</translation>
    </message>
    <message>
        <source>over</source>
        <translation>超出</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>No TDP is published for this accelerator</source>
        <translation>该加速卡未公布 TDP</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Cards · layout</source>
        <translation>卡数 · 并行布局</translation>
    </message>
    <message>
        <source>Bought as</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Service period</source>
        <translation>服务期</translation>
    </message>
    <message>
        <source>Time (band)</source>
        <translation>耗时（区间）</translation>
    </message>
    <message>
        <source>Cost of the period</source>
        <translation>服务期费用</translation>
    </message>
    <message>
        <source>Cost of a run</source>
        <translation>每次费用</translation>
    </message>
    <message>
        <source>Cash outlay</source>
        <translation>现金支出</translation>
    </message>
    <message>
        <source>Per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Per million output tokens</source>
        <translation>每百万输出 token 成本</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>推理吞吐（token/s）</translation>
    </message>
    <message>
        <source>The planner&apos;s order; ★ marks the Pareto front (nothing else is both faster and cheaper)</source>
        <translation>方案规划器给出的排序；★ 表示位于帕累托前沿（没有其他方案既更快又更便宜）</translation>
    </message>
    <message>
        <source>Cards, then the data, tensor and pipeline parallel degrees and the ZeRO stage of the first layout that fits</source>
        <translation>卡数，以及第一个放得下的并行布局的数据并行度、张量并行度、流水线并行度和 ZeRO 阶段</translation>
    </message>
    <message>
        <source>Wall time of one run at the calibrated efficiency, with the efficiency band&apos;s ends in brackets</source>
        <translation>按校准效率计算的单次运行实际耗时，括号内为效率区间两端对应的耗时</translation>
    </message>
    <message>
        <source>Rent as billed; a purchase: its depreciated share plus running costs</source>
        <translation>租用：按计费方式计的租金；自购：分摊的折旧成本加运行费用</translation>
    </message>
    <message>
        <source>A purchase: the cash for the cards</source>
        <translation>自购：购卡的现金支出</translation>
    </message>
    <message>
        <source>The job as it recurs, for a year</source>
        <translation>按任务重复次数计算的全年费用</translation>
    </message>
    <message>
        <source>The share of the budget the option uses, in the budget&apos;s period (a purchase: its cash outlay)</source>
        <translation>该方案在预算周期内占用的预算比例（自购按现金支出计）</translation>
    </message>
    <message>
        <source>%1 of %2 configurations meets the budget and the deadline</source>
        <translation>%2 个配置中有 %1 个满足预算和截止时间</translation>
    </message>
    <message>
        <source>%1 of %2 configurations meet the budget and the deadline</source>
        <translation>%2 个配置中有 %1 个满足预算和截止时间</translation>
    </message>
    <message>
        <source>%1 of %2 configurations meets the budget</source>
        <translation>%2 个配置中有 %1 个满足预算</translation>
    </message>
    <message>
        <source>%1 of %2 configurations meet the budget</source>
        <translation>%2 个配置中有 %1 个满足预算</translation>
    </message>
    <message>
        <source>%1 of %2 configurations meets the deadline</source>
        <translation>%2 个配置中有 %1 个满足截止时间</translation>
    </message>
    <message>
        <source>%1 of %2 configurations meet the deadline</source>
        <translation>%2 个配置中有 %1 个满足截止时间</translation>
    </message>
    <message>
        <source>%1 of %2 configurations fits</source>
        <translation>%2 个配置中有 %1 个放得下</translation>
    </message>
    <message>
        <source>%1 of %2 configurations fit</source>
        <translation>%2 个配置中有 %1 个放得下</translation>
    </message>
    <message>
        <source>%1 does not fit</source>
        <translation>%1 个放不下</translation>
    </message>
    <message>
        <source>%1 do not fit</source>
        <translation>%1 个放不下</translation>
    </message>
    <message>
        <source>%1 over budget</source>
        <translation>%1 个超出预算</translation>
    </message>
    <message>
        <source>%1 too slow</source>
        <translation>%1 个赶不上截止时间</translation>
    </message>
    <message>
        <source>%1 without a price</source>
        <translation>%1 个无价格</translation>
    </message>
    <message>
        <source>%1 without a published throughput</source>
        <translation>%1 个无公开算力数据</translation>
    </message>
    <message>
        <source>; rejected: %1</source>
        <translation>；未入选：%1</translation>
    </message>
    <message>
        <source>; listed: the best %1, one card count per accelerator, form and place</source>
        <translation>；列出最好的 %1 个（每种加速卡、计费方式和地点各取一个卡数）</translation>
    </message>
    <message>
        <source>The scenario is not valid: %1</source>
        <translation>场景不可行：%1</translation>
    </message>
    <message>
        <source>No way of buying is chosen: tick at least one form or the provider instances.</source>
        <translation>未选择任何购买方式：请至少勾选一种计费方式或“云厂商实例”。</translation>
    </message>
    <message>
        <source>No accelerator in the catalog matches the filter: clear “国产 only” or the software stack.</source>
        <translation>目录中没有符合筛选条件的加速卡：请取消“仅国产”或软件生态筛选。</translation>
    </message>
    <message>
        <source>Most were rejected because they do not fit (%1): a lower precision, LoRA or QLoRA, or activation recomputation needs less memory.</source>
        <translation>大多数配置因放不下而未入选（%1 个）：降低精度、改用 LoRA 或 QLoRA，或开启激活重计算，都能减少显存占用。</translation>
    </message>
    <message>
        <source>The budget turned away %1 that fit: raise it, or give it per month or per year if the job recurs.</source>
        <translation>有 %1 个放得下的配置因超出预算而未入选：请提高预算；任务会重复运行时，也可按月或按年设定预算。</translation>
    </message>
    <message>
        <source>The deadline turned away %1 that fit: extend it, or allow faster accelerators.</source>
        <translation>有 %1 个放得下的配置因赶不上截止时间而未入选：请放宽截止时间，或允许更快的加速卡。</translation>
    </message>
    <message>
        <source>Most were rejected for want of a price (%1): allow other forms or the provider instances, or type a price per GPU-hour in the scenario.</source>
        <translation>大多数配置因无价格而未入选（%1 个）：请允许其他计费方式或云厂商实例，或在场景中填写卡时单价。</translation>
    </message>
    <message>
        <source>Most were rejected because their accelerators publish no dense throughput (%1): allow other accelerators.</source>
        <translation>大多数配置因加速卡未公布稠密算力而未入选（%1 个）：请放宽筛选，允许其他加速卡。</translation>
    </message>
    <message>
        <source>Rank options by %1</source>
        <translation>方案排序依据：%1</translation>
    </message>
    <message>
        <source>Options: 国产 only</source>
        <translation>备选方案：仅国产</translation>
    </message>
    <message>
        <source>Options: every vendor</source>
        <translation>备选方案：全部厂商</translation>
    </message>
    <message>
        <source>Options: software stack %1</source>
        <translation>备选方案：软件生态（%1）</translation>
    </message>
    <message>
        <source>Options: include provider instances</source>
        <translation>备选方案：纳入云厂商实例</translation>
    </message>
    <message>
        <source>Options: leave out provider instances</source>
        <translation>备选方案：不含云厂商实例</translation>
    </message>
    <message>
        <source>Options: purchases in every region</source>
        <translation>备选方案：自购按各地区估算</translation>
    </message>
    <message>
        <source>Options: purchases in the scenario&apos;s region</source>
        <translation>备选方案：自购只按场景所选地区估算</translation>
    </message>
    <message>
        <source>Options: allow %1</source>
        <translation>备选方案：允许“%1”</translation>
    </message>
    <message>
        <source>Options: leave out %1</source>
        <translation>备选方案：排除“%1”</translation>
    </message>
    <message>
        <source>Options that meet the budget and the deadline</source>
        <translation>满足预算和截止时间的方案</translation>
    </message>
    <message>
        <source>&amp;Rank by:</source>
        <translation>排序依据(&amp;R)：</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>CO₂</source>
        <translation>CO₂</translation>
    </message>
    <message>
        <source>Cost: what a run costs (a purchase: its cash); a service: the cost per million output tokens</source>
        <translation>费用：每次运行的费用（自购按现金支出计）；推理服务按每百万输出 token 成本计</translation>
    </message>
    <message>
        <source>国产 only</source>
        <translation>仅国产</translation>
    </message>
    <message>
        <source>Only accelerators made in China</source>
        <translation>只考虑国产加速卡</translation>
    </message>
    <message>
        <source>S&amp;oftware:</source>
        <translation>软件生态(&amp;O)：</translation>
    </message>
    <message>
        <source>Only accelerators programmed through this software stack</source>
        <translation>仅显示使用该软件生态编程的加速卡</translation>
    </message>
    <message>
        <source>Provider instances</source>
        <translation>云厂商实例</translation>
    </message>
    <message>
        <source>Price the cloud providers&apos; instances beside the generic forms</source>
        <translation>除通用计费方式外，也对各云厂商的实例估算费用</translation>
    </message>
    <message>
        <source>Purchases in every region</source>
        <translation>各地区自购</translation>
    </message>
    <message>
        <source>Price a purchase in every hub and cluster (tariff, PUE); off: only in the scenario&apos;s region</source>
        <translation>在每个枢纽和集群估算自购费用（按当地电价、PUE）；不勾选时只按场景所选地区估算</translation>
    </message>
    <message>
        <source>Forms:</source>
        <translation>计费方式：</translation>
    </message>
    <message>
        <source>&amp;Use this option</source>
        <translation>使用此方案(&amp;U)</translation>
    </message>
    <message>
        <source>Add to &amp;comparison</source>
        <translation>加入对比(&amp;C)</translation>
    </message>
    <message>
        <source>Set the scenario&apos;s accelerator, layout, form and region to this option (one undoable edit)</source>
        <translation>将场景的加速卡、并行布局、计费方式和地区设为此方案（一步操作，可撤销）</translation>
    </message>
    <message>
        <source>Add this option to the comparison</source>
        <translation>将此方案加入对比</translation>
    </message>
    <message>
        <source>Use option %1: %2 × %3</source>
        <translation>使用方案 %1：%2 × %3</translation>
    </message>
    <message>
        <source>Use this option</source>
        <translation>使用此方案</translation>
    </message>
    <message>
        <source>Add to comparison</source>
        <translation>加入对比</translation>
    </message>
    <message>
        <source>Options for “%1”</source>
        <translation>“%1”的备选方案</translation>
    </message>
    <message>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>市场</translation>
    </message>
    <message>
        <source>What the market marks: a card that needs a US export licence or is sold only from stock in mainland China, and a provider outside the mainland (the data leaves it). The note is in the cell&apos;s tooltip.</source>
        <translation>市场标注：在中国大陆需要美国出口许可或仅存量的加速卡，以及中国大陆以外的云厂商（数据出境）。说明见单元格的提示。</translation>
    </message>
    <message>
        <source>Where a purchase is hosted, or where a provider&apos;s instance runs</source>
        <translation>自购设备的托管地点，或云厂商实例的运行区域</translation>
    </message>
    <message>
        <source>%1 not available in %2</source>
        <translation>%1 个在%2不可获得</translation>
    </message>
    <message>
        <source>%1 outside the mainland (the data would leave it)</source>
        <translation>%1 个位于中国大陆以外（数据会出境）</translation>
    </message>
    <message>
        <source>The market turned away %1: the cards need a US export licence or are not sold new in mainland China. Choose the global market to see them.</source>
        <translation>市场排除了 %1 个：其加速卡需要美国出口许可，或在中国大陆不能新购。选择全球市场即可看到它们。</translation>
    </message>
    <message>
        <source>%1 run outside the mainland: allow data to leave the mainland (Market, in the scenario panel) to rank them.</source>
        <translation>%1 个运行于中国大陆以外：允许数据出境（场景面板中的“市场”）即可排列它们。</translation>
    </message>
    <message>
        <source>Use fleet %1: %2</source>
        <translation>使用集群 %1：%2</translation>
    </message>
</context>
<context>
    <name>Atlas::PathKind</name>
    <message>
        <source>nothing (the path does not exist)</source>
        <translation>不存在的路径</translation>
    </message>
    <message>
        <source>a regular file</source>
        <translation>普通文件</translation>
    </message>
    <message>
        <source>a directory</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>命名管道（FIFO）</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>字符设备</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>块设备</translation>
    </message>
    <message>
        <source>a symbolic link to a missing file</source>
        <translation>指向不存在文件的符号链接</translation>
    </message>
    <message>
        <source>something that is not a regular file</source>
        <translation>其他类型的文件</translation>
    </message>
</context>
<context>
    <name>Atlas::PdfReport</name>
    <message>
        <source>Decision report</source>
        <translation>决策报告</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <source>Estimates with their assumptions; see the sources section</source>
        <translation>估算值均附带其假设；来源见“数据来源与可信度”一节</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>托管</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>运维</translation>
    </message>
    <message>
        <source>CPU server</source>
        <translation>CPU 云服务器</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>CO₂</source>
        <translation>CO₂</translation>
    </message>
    <message>
        <source>One-hour trial</source>
        <translation>试跑一小时</translation>
    </message>
    <message>
        <source>Buying the cards pays off after %1 months of renting them 24×7.</source>
        <translation>与 7×24 小时持续租用相比，购卡 %1 个月即可回本。</translation>
    </message>
    <message>
        <source>Confidence: A vendor text and a database agree; B two secondary sources; C one source or a vendor claim; U unverified.</source>
        <translation>可信度：A 厂商资料与数据库一致；B 两个二手来源；C 单一来源或厂商宣称；U 未核实。</translation>
    </message>
    <message>
        <source>Map: Apache ECharts 4.9.0 geometry (Apache-2.0); coordinates GeoNames (CC-BY-4.0). Schematic map, not an official standard map.</source>
        <translation>地图：Apache ECharts 4.9.0 几何数据（Apache-2.0）；坐标来自 GeoNames（CC-BY-4.0）。本图为示意图，非标准地图。</translation>
    </message>
    <message>
        <source>cannot start the PDF for %1</source>
        <translation>无法为 %1 创建 PDF</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <source>Tier chart</source>
        <translation>梯队图</translation>
    </message>
    <message>
        <source>Model-to-GPU matrix</source>
        <translation>模型–GPU 匹配矩阵</translation>
    </message>
    <message>
        <source>Region map</source>
        <translation>产区图</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation>费用明细</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Data sources and confidence</source>
        <translation>数据来源与可信度</translation>
    </message>
    <message>
        <source>cannot finish the PDF for %1</source>
        <translation>无法完成 %1 的 PDF</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>No budget was given, so no option is checked against one; the table states each option&apos;s cost of a run, cash outlay and cost per year.</source>
        <translation>未设预算，因此不核对任何方案是否超出预算；表中列出各方案每次运行的费用、现金支出和每年费用。</translation>
    </message>
    <message>
        <source>The budget of %1 cannot be checked: the plan has no price.</source>
        <translation>无法核对预算（%1）：本方案无价格。</translation>
    </message>
    <message>
        <source>the cost of a run</source>
        <translation>每次运行的费用</translation>
    </message>
    <message>
        <source>the cash outlay (the cards plus the running costs of the budget&apos;s period)</source>
        <translation>现金支出（购卡款加上预算周期内的运行费用）</translation>
    </message>
    <message>
        <source>the cost as the job recurs</source>
        <translation>按任务重复次数累计的费用</translation>
    </message>
    <message>
        <source>Within the budget: %1, %2, leaves %3 (%4) of the budget of %5.</source>
        <translation>未超出预算（%5）：%1为 %2，尚余 %3（%4）。</translation>
    </message>
    <message>
        <source>Over the budget: %1, %2, is over the budget of %3 by %4 (%5).</source>
        <translation>超出预算（%3）：%1为 %2，超出 %4（%5）。</translation>
    </message>
    <message>
        <source>Within the budget instead: %1, %2 a run (the planner&apos;s first of %3 options that meet it).</source>
        <translation>未超出预算的替代方案：%1，每次 %2（方案规划器给出的 %3 个满足预算的方案中排名第一）。</translation>
    </message>
    <message>
        <source>No option the planner considered meets the budget: %1 are over it, %2 do not fit, %3 miss the deadline, %4 have no price.</source>
        <translation>方案规划器考察的方案均不满足预算：%1 个超出预算，%2 个放不下，%3 个赶不上截止时间，%4 个无价格。</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>The plan has no price, so regions cannot be compared.</source>
        <translation>本方案无价格，无法比较各地区。</translation>
    </message>
    <message>
        <source>Same price in every region: “%1” is rented capacity, priced nationally at %2 a run in each of the %3 hubs and clusters. Choose the region for latency to your users and for its policy role, not for price.</source>
        <translation>各地区价格相同：“%1”为租用算力，全国统一定价，在全部 %3 个枢纽和集群中每次运行均为 %2。选址应考虑用户的时延和政策定位，而不是价格。</translation>
    </message>
    <message>
        <source>Prices differ by region through electricity and cooling (tariff and PUE): a run costs %1 in %2 and %3 in %4, a difference of %5 (%6).</source>
        <translation>各地区价格因电费和制冷（电价与 PUE）而不同：每次运行在%2为 %1，在%4为 %3，相差 %5（%6）。</translation>
    </message>
    <message>
        <source>The plan&apos;s region, %1, is among the cheapest.</source>
        <translation>本方案所在地区（%1）属于最便宜的一档。</translation>
    </message>
    <message>
        <source>The plan&apos;s region, %1, costs %2 (%3) more than the cheapest.</source>
        <translation>本方案所在地区（%1）比最便宜的地区贵 %2（%3）。</translation>
    </message>
    <message>
        <source>Clusters whose policy role suits this job: %1.</source>
        <translation>政策定位适合该任务的集群：%1。</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>It fits: %1 per card of the %2 a card holds.</source>
        <translation>放得下：每卡占用 %1，单卡显存 %2。</translation>
    </message>
    <message>
        <source>It does not fit: %1 per card, more than the %2 usable on a card of %3.</source>
        <translation>放不下：每卡需 %1 显存，而 %3 卡的可用显存只有 %2。</translation>
    </message>
    <message>
        <source>On the same number of cards it would fit with: %1.</source>
        <translation>卡数不变，改用以下方式即可放得下：%1。</translation>
    </message>
    <message>
        <source>The original document</source>
        <translation>原始文档</translation>
    </message>
    <message>
        <source>It says: %1</source>
        <translation>原始文档的说法：%1</translation>
    </message>
    <message>
        <source>One run of the smallest layout that fits, %1, as “%2”.</source>
        <translation>放得下的最少卡数（%1）运行一次，按“%2”计费。</translation>
    </message>
    <message>
        <source>One run of the plan, %1, as “%2”.</source>
        <translation>本方案（%1）运行一次，按“%2”计费。</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Cards: depreciation for the run&apos;s time</source>
        <translation>加速卡：运行期间的折旧</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>租金</translation>
    </message>
    <message>
        <source>Cash outlay for the cards (not charged to one run)</source>
        <translation>购卡现金支出（不计入单次运行）</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>What you pay for</source>
        <translation>计费内容</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>备选方案</translation>
    </message>
    <message>
        <source>The options planner asked the scenario&apos;s question of every accelerator, card count and form: %1 considered, %2 fit and meet the budget and the deadline; rejected: %3 do not fit, %4 over budget, %5 too slow, %6 without a price, %7 without a published rate.</source>
        <translation>方案规划器用本场景的问题考察了每种加速卡、卡数和计费方式：共考察 %1 个，%2 个放得下且满足预算和截止时间；未入选的有：%3 个放不下，%4 个超出预算，%5 个赶不上截止时间，%6 个无价格，%7 个无公开算力数据。</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Cards and layout</source>
        <translation>卡数与布局</translation>
    </message>
    <message>
        <source>Time (band)</source>
        <translation>时长（区间）</translation>
    </message>
    <message>
        <source>Cost of a run</source>
        <translation>每次费用</translation>
    </message>
    <message>
        <source>Per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>CO₂ a run</source>
        <translation>每次 CO₂</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>on the front</source>
        <translation>在前沿上</translation>
    </message>
    <message>
        <source>%1 more options are in the application&apos;s Options view.</source>
        <translation>另有 %1 个方案，见应用程序的备选方案视图。</translation>
    </message>
    <message>
        <source>The scenario compares no options.</source>
        <translation>本场景没有对比方案。</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>%1 token/s (%2–%3); %4 token/s per user; first token in %5 s</source>
        <translation>吞吐 %1 token/s（%2–%3）；每用户 %4 token/s；首 token 时延 %5 秒</translation>
    </message>
    <message>
        <source>national average prices</source>
        <translation>全国平均价格</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>能否放下</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Time (band) or serving</source>
        <translation>时长（区间）或推理吞吐</translation>
    </message>
    <message>
        <source>Cash outlay</source>
        <translation>现金支出</translation>
    </message>
    <message>
        <source>none (rented)</source>
        <translation>无（租用）</translation>
    </message>
    <message>
        <source>Latency floor to users</source>
        <translation>到用户的时延下限</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Each figure is the smallest number of cards that holds the job (%1, %2) in memory; the whole matrix is in the application and its CSV export.</source>
        <translation>每个数字是显存放得下该任务（%1，%2）的最少卡数；完整矩阵见应用程序及其 CSV 导出。</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>does not fit on up to %1 cards</source>
        <translation>%1 张卡以内均放不下</translation>
    </message>
    <message>
        <source>Cards that carry %1</source>
        <translation>能运行“%1”的加速卡</translation>
    </message>
    <message>
        <source>Smallest fit</source>
        <translation>放得下的最少卡数</translation>
    </message>
    <message>
        <source>The scenario&apos;s model is not in the catalog, so the matrix has no row for it.</source>
        <translation>本场景的模型不在目录中，矩阵中没有它的行。</translation>
    </message>
    <message>
        <source>Models on %1</source>
        <translation>“%1”能运行的模型</translation>
    </message>
    <message>
        <source>The options planner</source>
        <translation>方案规划器</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 张卡</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 张卡</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <source>%1 samples × %2 epochs × %3 tokens each (%4 tokens)</source>
        <translation>%1 条样本 × %2 个 epoch × 每条 %3 token（共 %4 token）</translation>
    </message>
    <message>
        <source>the cards rented for %1</source>
        <translation>租用 %1</translation>
    </message>
    <message>
        <source>%1 users</source>
        <translation>%1 个用户</translation>
    </message>
    <message>
        <source>%1 requests a second</source>
        <translation>每秒 %1 个请求</translation>
    </message>
    <message>
        <source>%1 concurrent sequences</source>
        <translation>%1 个并发序列</translation>
    </message>
    <message>
        <source>the layout&apos;s cards, no load given</source>
        <translation>按布局的卡数，未给出负载</translation>
    </message>
    <message>
        <source>a service for %1: %2, prompts of %3 tokens, answers of %4 tokens</source>
        <translation>服务 %1：%2，提示 %3 token，回答 %4 token</translation>
    </message>
    <message>
        <source>not given: %1 tokens assumed</source>
        <translation>未给出：假设为 %1 token</translation>
    </message>
    <message>
        <source>%1 runs in all</source>
        <translation>共 %1 次</translation>
    </message>
    <message>
        <source>once a week</source>
        <translation>每周 1 次</translation>
    </message>
    <message>
        <source>%1 times a week</source>
        <translation>每周 %1 次</translation>
    </message>
    <message>
        <source>once a month</source>
        <translation>每月 1 次</translation>
    </message>
    <message>
        <source>%1 times a month</source>
        <translation>每月 %1 次</translation>
    </message>
    <message>
        <source>once a year</source>
        <translation>每年 1 次</translation>
    </message>
    <message>
        <source>%1 times a year</source>
        <translation>每年 %1 次</translation>
    </message>
    <message>
        <source>%1 runs a year</source>
        <translation>每年 %1 次</translation>
    </message>
    <message>
        <source>This plan</source>
        <translation>本方案</translation>
    </message>
    <message>
        <source>This plan on the fewest cards that fit</source>
        <translation>本方案，放得下的最少卡数</translation>
    </message>
    <message>
        <source>Planner #%1: %2</source>
        <translation>优选方案 %1：%2</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>未设预算</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>outlay %1</source>
        <translation>现金支出 %1</translation>
    </message>
    <message>
        <source>within</source>
        <translation>未超出预算</translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation>超出 %1</translation>
    </message>
    <message>
        <source>%1 token/s</source>
        <translation>%1 token/s</translation>
    </message>
    <message>
        <source>%1 for the cards</source>
        <translation>购卡 %1</translation>
    </message>
    <message>
        <source>Fits on %1 × %2</source>
        <translation>%1 × %2 放得下</translation>
    </message>
    <message>
        <source>Does not fit on %1 × %2; the smallest layout that fits is %3 (%4)</source>
        <translation>%1 × %2 放不下；放得下的最少卡数为 %3（%4）</translation>
    </message>
    <message>
        <source>Does not fit on %1 at any layout up to %2 cards, so it has no time or price.</source>
        <translation>在 %2 张卡以内的任何并行布局下，“%1”都放不下，因此没有时长和价格。</translation>
    </message>
    <message>
        <source>serves %1 token/s (%2–%3) with the first token in %4 s</source>
        <translation>推理吞吐 %1 token/s（%2–%3），首 token 时延 %4 秒</translation>
    </message>
    <message>
        <source>meeting its service level</source>
        <translation>满足服务等级（SLO）</translation>
    </message>
    <message>
        <source>missing its service level</source>
        <translation>未满足服务等级（SLO）</translation>
    </message>
    <message>
        <source>%1 of rented time trains %2 tokens</source>
        <translation>租用 %1 可训练 %2 token</translation>
    </message>
    <message>
        <source>%1 tokens take %2 (%3–%4)</source>
        <translation>%1 token 需 %2（%3–%4）</translation>
    </message>
    <message>
        <source>%1 tokens take %2</source>
        <translation>%1 token 需 %2</translation>
    </message>
    <message>
        <source>no price is catalogued for %1</source>
        <translation>“%1”暂无价格</translation>
    </message>
    <message>
        <source>%1 cash for the cards</source>
        <translation>购卡现金支出 %1</translation>
    </message>
    <message>
        <source>no budget was given</source>
        <translation>未设预算</translation>
    </message>
    <message>
        <source>the budget cannot be checked without a price</source>
        <translation>无价格，无法核对预算</translation>
    </message>
    <message>
        <source>within the budget of %1</source>
        <translation>未超出预算（%1）</translation>
    </message>
    <message>
        <source>over the budget of %1 by %2</source>
        <translation>超出预算（%1），超出 %2</translation>
    </message>
    <message>
        <source>%1 — %2.</source>
        <translation>%1——%2。</translation>
    </message>
    <message>
        <source>Efficiency: %1 of the dense peak, as the scenario sets it (no band).</source>
        <translation>算力利用率（MFU）：稠密峰值算力的 %1，由场景设定（无区间）。</translation>
    </message>
    <message>
        <source>Efficiency: %1 of the dense peak (%2–%3), %4; the band puts the time between %5 and %6%7.</source>
        <translation>算力利用率（MFU）：%1（区间 %2–%3），%4；按此区间，时长为 %5–%6%7。</translation>
    </message>
    <message>
        <source>fitted on published runs</source>
        <translation>依据公开训练记录拟合</translation>
    </message>
    <message>
        <source>a prior: no published runs for this family</source>
        <translation>先验值：该系列没有公开训练记录</translation>
    </message>
    <message>
        <source> and the cost of a run between %1 and %2</source>
        <translation>，每次费用为 %1–%2</translation>
    </message>
    <message>
        <source>Serving speed: %1 token/s (%2–%3) from the serving model fitted on published measurements; the cards a load needs scale with it.</source>
        <translation>推理吞吐：%1 token/s（%2–%3），来自依据公开实测拟合的推理模型；负载所需的卡数随之变化。</translation>
    </message>
    <message>
        <source>set in the scenario</source>
        <translation>由场景设定</translation>
    </message>
    <message>
        <source>derived from a catalogued price</source>
        <translation>由目录中的价格推算</translation>
    </message>
    <message>
        <source>a catalogued, verified price</source>
        <translation>目录价格，已核实</translation>
    </message>
    <message>
        <source>a catalogued, partly verified price</source>
        <translation>目录价格，部分核实</translation>
    </message>
    <message>
        <source>a catalogued, unverified price</source>
        <translation>目录价格，未核实</translation>
    </message>
    <message>
        <source>Price: %1 as “%2”, %3; its range %4–%5 moves the cost of a run by up to ±%6.</source>
        <translation>价格：%1（按“%2”计费），%3；其区间为 %4–%5，可使每次费用最多变动 ±%6。</translation>
    </message>
    <message>
        <source>Price: %1 as “%2”, %3; no range is published.</source>
        <translation>价格：%1（按“%2”计费），%3；没有公开的价格区间。</translation>
    </message>
    <message>
        <source>Billing: “%1” is billed by the whole month; a run of %2 pays for %3, so %4 of the paid time is idle unless other work keeps the servers busy.</source>
        <translation>计费：“%1”按整月计费；一次运行耗时 %2，却要支付 %3，除非有其他任务占用，已付时长中有 %4 闲置。</translation>
    </message>
    <message>
        <source>Region: electricity and cooling put a run between %1 (%2) and %3 (%4).</source>
        <translation>地区：因电费和制冷不同，每次费用在 %1（%2）到 %3（%4）之间。</translation>
    </message>
    <message>
        <source>Work: none was given, %1 is assumed; time and cost scale with it.</source>
        <translation>工作量：未给出，假设为 %1；时长和费用随之按比例变化。</translation>
    </message>
    <message>
        <source>Work: %1, as the scenario states it; time and cost scale with it one to one.</source>
        <translation>工作量：%1（场景给定）；时长和费用与之成正比。</translation>
    </message>
    <message>
        <source>Chosen by how far each moves the cost of a run: every known range (efficiency band, price range, billing, region) is applied and the largest effects are listed; the work, which scales everything in proportion, fills the list.</source>
        <translation>选取方法：把每个已知区间（效率区间、价格区间、计费方式、地区）代入每次费用，列出影响最大的几项；工作量使时长和费用按比例变化，用来补足列表。</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>执行摘要</translation>
    </message>
    <message>
        <source>The question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>参数量 %1</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>工作量</translation>
    </message>
    <message>
        <source>none given: nothing is checked against a budget</source>
        <translation>未设定（不做预算核对）</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>未设</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>%1 × %2, %3, %4</source>
        <translation>%1 × %2，%3，%4</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Decision table</source>
        <translation>决策表</translation>
    </message>
    <message>
        <source>The planner&apos;s rows are its best of %1 options that fit, meet the budget and the deadline (%2 considered); the full list follows the recommendation.</source>
        <translation>方案规划器共考察 %2 种配置，其中 %1 种放得下且满足预算和截止时间；表中列出最优的几种，完整列表见推荐方案之后。</translation>
    </message>
    <message>
        <source>What moves the answer most</source>
        <translation>对结论影响最大的假设</translation>
    </message>
    <message>
        <source>The least each form costs to try the %1 that run the plan: what one hour costs, or the smallest unit the form is sold in.</source>
        <translation>按各计费方式试跑本方案所需的 %1，最少要花多少：按一小时计，或按该方式的最小售卖单位计。</translation>
    </message>
    <message>
        <source>The week&apos;s load and the cards that carry it</source>
        <translation>一周负载与承载它的卡</translation>
    </message>
    <message>
        <source>A fleet for the week&apos;s load</source>
        <translation>按一周负载配置的集群</translation>
    </message>
    <message>
        <source>%1 concurrent users for %2 hours a day from 09:00 on %3 days a week, %4 at every other hour.</source>
        <translation>每周 %3 天、每天自 09:00 起 %2 小时有 %1 个并发用户，其余时间 %4 个。</translation>
    </message>
    <message>
        <source>Each hour is served by replicas of %1 × %2, as many as its users need: %3 at the peak, %4 at the base. %5</source>
        <translation>每小时按用户数部署若干副本（每个副本为 %1 × %2）：峰值 %3，基线 %4。%5</translation>
    </message>
    <message>
        <source>The service level is met at every hour.</source>
        <translation>每个小时都满足服务等级（SLO）。</translation>
    </message>
    <message>
        <source>The service level is not met at every hour.</source>
        <translation>并非每个小时都满足服务等级（SLO）。</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>组合方式</translation>
    </message>
    <message>
        <source>Cards held</source>
        <translation>持有卡数</translation>
    </message>
    <message>
        <source>Card-hours rented a month</source>
        <translation>每月租用卡时</translation>
    </message>
    <message>
        <source>Cost a month</source>
        <translation>每月费用</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Recommended: %1, %2 a month (%3 a year), %4 paid before serving.</source>
        <translation>推荐：%1，每月 %2（每年 %3），上线前现金支出 %4。</translation>
    </message>
    <message>
        <source>Owned cards are bought and hosted in the scenario&apos;s region (depreciation, electricity × PUE, hosting, operations); rented cards are GPU containers billed by the hour; a reservation is billed 7×24 by the month. Utilisation is the share of the held cards&apos; hours the load keeps busy (for renting everything, of the billed card-hours); idle owned cards are counted at no power.</source>
        <translation>自购卡在场景所选地区购置并托管（折旧 + 电费 × PUE + 托管费 + 运维费）；租用卡为按量计费的 GPU 容器；包月按 7×24 小时整月计费。利用率为持有卡时中被负载占用的比例（全部按量租用时为计费卡时中的比例）；自购卡空闲时不计功耗。</translation>
    </message>
    <message>
        <source>It prices it at %1; this estimate is %2 a run for %3.</source>
        <translation>原始文档给出的价格为%1；本估算为每次 %2（%3）。</translation>
    </message>
    <message>
        <source>included in the rent</source>
        <translation>含在租金中</translation>
    </message>
    <message>
        <source>included in the rent (about %1)</source>
        <translation>含在租金中（约 %1）</translation>
    </message>
    <message>
        <source>not offered in this market</source>
        <translation>本市场不提供</translation>
    </message>
    <message>
        <source>[%1]</source>
        <translation>[%1]</translation>
    </message>
    <message>
        <source>global: every card and provider is offered; what export controls or China-only supply limit in mainland China is marked</source>
        <translation>全球：提供所有加速卡和云厂商；在中国大陆受出口管制或中国特供所限的项目均有标注</translation>
    </message>
    <message>
        <source>mainland China: only cards that can be bought or rented there; providers outside the mainland allowed (the data leaves it)</source>
        <translation>中国大陆：只含在大陆能采购或租用的加速卡；允许境外云厂商（数据出境）</translation>
    </message>
    <message>
        <source>mainland China: only cards that can be bought or rented there, mainland providers only</source>
        <translation>中国大陆：只含在大陆能采购或租用的加速卡，云厂商限于中国大陆境内</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>市场</translation>
    </message>
    <message>
        <source>The market turned away %1 options whose cards need a US export licence or are not sold new in mainland China, and %2 on providers outside the mainland; the global market shows them, marked.</source>
        <translation>市场排除了 %1 个方案（其加速卡需要美国出口许可或在中国大陆不能新购），以及 %2 个境外云厂商的方案；全球市场会列出并标注它们。</translation>
    </message>
    <message>
        <source>State in mainland China</source>
        <translation>在中国大陆的状态</translation>
    </message>
    <message>
        <source>Markets and export controls</source>
        <translation>市场与出口管制</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出处</translation>
    </message>
    <message>
        <source>A summary of public rules and reports (availability.yaml), not legal advice: the rules change often, and an export or import decision needs the current texts and counsel.</source>
        <translation>公开规则与报道的摘要（availability.yaml），并非法律意见：规则变化频繁，出口或进口决定需依据现行文本并咨询律师。</translation>
    </message>
    <message>
        <source>This plan: %1, %2 months old.</source>
        <translation>本方案：%1，已有 %2 个月。</translation>
    </message>
    <message>
        <source>Prices older than 12 months on %1.</source>
        <translation>截至 %1，有超过 12 个月的价格。</translation>
    </message>
    <message>
        <source>Rows of the decision table resting on such prices: %1 (%2 months old).</source>
        <translation>决策表中依据此类价格的行：%1 行（已有 %2 个月）。</translation>
    </message>
    <message>
        <source>Check them with a supplier, or bring your own quotes (File → Import Quotes…, or compute-atlas-cli --quotes FILE).</source>
        <translation>请向供应商核实，或使用您自己的报价（文件 → 导入报价…，或 compute-atlas-cli --quotes FILE）。</translation>
    </message>
    <message>
        <source>Your quotes</source>
        <translation>您的报价</translation>
    </message>
    <message>
        <source>Each quote replaces the catalog&apos;s price for what it names, in every figure of this report.</source>
        <translation>每条报价在本报告的所有数字中替代目录中对应的价格。</translation>
    </message>
    <message>
        <source>Quote for</source>
        <translation>报价对象</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>A 24-hour curve of concurrent users, %1 at its busiest hour and %2 at its quietest, on %3 days a week; the other days stay at the quietest hour.</source>
        <translation>每周 %3 天按 24 小时负载曲线计并发用户：最忙时段 %1，最闲时段 %2；其余日子保持最闲时段的用户数。</translation>
    </message>
</context>
<context>
    <name>Atlas::Phrases</name>
    <message>
        <source>1 replica</source>
        <translation>1 个副本</translation>
    </message>
    <message>
        <source>%1 replicas</source>
        <translation>%1 个副本</translation>
    </message>
    <message>
        <source>%1 × TP %2 · PP %3</source>
        <translation>%1 × TP %2 · PP %3</translation>
    </message>
    <message>
        <source>%1 × TP %2</source>
        <translation>%1 × TP %2</translation>
    </message>
    <message>
        <source>%1 a run</source>
        <translation>每次 %1</translation>
    </message>
    <message>
        <source>%1 a week</source>
        <translation>每周 %1</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation>每月 %1</translation>
    </message>
    <message>
        <source>%1 a year</source>
        <translation>每年 %1</translation>
    </message>
    <message>
        <source>%1 for one card</source>
        <translation>单卡%1</translation>
    </message>
    <message>
        <source>%1 for %2 cards</source>
        <translation>%2 卡%1</translation>
    </message>
</context>
<context>
    <name>Atlas::PlanCost</name>
    <message>
        <source>no TDP is published for this accelerator: energy and CO₂ are not computed</source>
        <translation>该加速卡未公布 TDP：不计算能耗和 CO₂</translation>
    </message>
    <message>
        <source>energy = GPU-hours × %1 W × utilisation %2 × (1 + host overhead %3) × PUE %4</source>
        <translation>能耗 = 卡时 × %1 W × 利用率 %2 × (1 + 主机额外开销 %3) × PUE %4</translation>
    </message>
    <message>
        <source>CO₂ = energy × %1 kg/kWh grid factor × (1 − %2 contracted green share)</source>
        <translation>CO₂ = 能耗 × 电网碳排放因子 %1 kg/kWh × (1 − 签约绿电比例 %2)</translation>
    </message>
    <message>
        <source>no hourly price is known for this accelerator; give one</source>
        <translation>该加速卡暂无卡时单价，请手动填写</translation>
    </message>
    <message>
        <source>GPU container billed per running hour: %1 GPU-hours × %2 CNY; electricity is included in the price</source>
        <translation>GPU 容器实例按量计费：%1 卡时 × %2 元/卡时；价格已含电费</translation>
    </message>
    <message>
        <source>no monthly price is known for this accelerator</source>
        <translation>该加速卡暂无包月价格</translation>
    </message>
    <message>
        <source>GPU cloud server billed 24×7 by the month: %1 GPUs × %2 months × %3 CNY; electricity included</source>
        <translation>GPU 云服务器包月计费（7×24 小时）：%1 张卡 × %2 个月 × %3 元/(卡·月)；已含电费</translation>
    </message>
    <message>
        <source>no bare-metal price is known for this accelerator</source>
        <translation>该加速卡暂无 GPU 裸金属服务器价格</translation>
    </message>
    <message>
        <source>bare metal rented by whole 8-GPU machines and months: %1 machines × %2 months × %3 CNY; electricity included</source>
        <translation>GPU 裸金属服务器按 8 卡整机包月租用：%1 台 × %2 个月 × %3 元/(台·月)；已含电费</translation>
    </message>
    <message>
        <source>no purchase price is known for this accelerator</source>
        <translation>该加速卡暂无购置价格</translation>
    </message>
    <message>
        <source>data preparation: %1 CPU-server hours × %2 CNY</source>
        <translation>数据准备：CPU 云服务器 %1 小时 × %2 元/小时</translation>
    </message>
    <message>
        <source>purchase: %1 CNY of cards amortised over %2 years (the plan is charged its share of that time), electricity at %3 CNY/kWh, hosting %4 CNY per kW-month, operations %5 % of capex a year</source>
        <translation>自购并托管：%1 元的加速卡按 %2 年折旧（本方案按实际占用时长分摊），电价 %3 元/kWh，托管费 %4 元/(kW·月)，运维费每年为购置成本的 %5%</translation>
    </message>
    <message>
        <source>no TDP is published for this accelerator: the electricity and hosting of owned cards cannot be priced</source>
        <translation>该加速卡未公布 TDP：无法估算自购加速卡的电费和托管费</translation>
    </message>
</context>
<context>
    <name>Atlas::Planner</name>
    <message>
        <source>more cards than the smallest that fits only while the global batch stays at most 16 M tokens and the work takes at least 100 optimizer steps</source>
        <translation>只有在全局批大小不超过 16M token、且工作量至少需要 100 个优化器步时，才考虑多于最少卡数的配置</translation>
    </message>
    <message>
        <source>consumer (GeForce) cards at most %1, one machine: no scale-up link, no evidence for clusters of them</source>
        <translation>消费级显卡（GeForce）最多 %1 张、限单机：没有 scale-up 链路，也没有其集群化部署的公开依据</translation>
    </message>
    <message>
        <source>rented capacity costs the same in every region; purchases are priced with each region&apos;s tariff and PUE</source>
        <translation>租用算力的价格不随地区而变；自购按各地区的电价和 PUE 估算</translation>
    </message>
    <message>
        <source>no accelerator in the catalog matches the filter</source>
        <translation>目录中没有符合筛选条件的加速卡</translation>
    </message>
    <message>
        <source>%1 accelerators made for inference only are not offered for training</source>
        <translation>%1 款仅用于推理的加速卡不参与训练方案</translation>
    </message>
</context>
<context>
    <name>Atlas::PriceAge</name>
    <message>
        <source>your price</source>
        <translation>您输入的价格</translation>
    </message>
    <message>
        <source>derived from your quote of %1</source>
        <translation>由您的报价（%1）换算</translation>
    </message>
    <message>
        <source>your quote of %1</source>
        <translation>您的报价（%1）</translation>
    </message>
    <message>
        <source>derived from an undated catalog price</source>
        <translation>由日期不详的目录价格换算</translation>
    </message>
    <message>
        <source>catalog price, undated</source>
        <translation>目录价格，日期不详</translation>
    </message>
    <message>
        <source>derived from the catalog price of %1</source>
        <translation>由目录价格（%1）换算</translation>
    </message>
    <message>
        <source>catalog price of %1</source>
        <translation>目录价格（%1）</translation>
    </message>
</context>
<context>
    <name>Atlas::PriceText</name>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <source>%1 as “%2”</source>
        <translation>%1，“%2”</translation>
    </message>
    <message>
        <source>%1 an hour for 1 card</source>
        <translation>1 张卡每小时 %1</translation>
    </message>
    <message>
        <source>%1 an hour for %2 cards</source>
        <translation>%2 张卡每小时 %1</translation>
    </message>
    <message>
        <source>%1 a month for 1 card</source>
        <translation>1 张卡每月 %1</translation>
    </message>
    <message>
        <source>%1 a month for %2 cards</source>
        <translation>%2 张卡每月 %1</translation>
    </message>
    <message>
        <source>%1 per card (%2 offered)</source>
        <translation>每张卡 %1（共 %2 张）</translation>
    </message>
</context>
<context>
    <name>Atlas::ProviderCost</name>
    <message>
        <source>%1 cards on %2 (%3 cards each): %4 whole instances</source>
        <translation>%1 张卡，实例 %2（每个 %3 张卡）：按整实例计 %4 个</translation>
    </message>
    <message>
        <source>%1 publishes no %2 price for this instance: the cost is unknown</source>
        <translation>“%1”未公布该实例的%2价格：费用未知</translation>
    </message>
    <message>
        <source>billed 24×7 by whole months: %1 months per instance</source>
        <translation>按整月计费（7×24 小时）：每个实例 %1 个月</translation>
    </message>
    <message>
        <source>billed per %1, rounded up: %2 h per instance for %3 h of use</source>
        <translation>计费单位为%1，向上取整：使用 %3 小时，每个实例计费 %2 小时</translation>
    </message>
    <message>
        <source>billed per %1 (the billing unit is not stated by a source read; assumed), rounded up: %2 h per instance for %3 h of use</source>
        <translation>计费单位为%1（所查来源未说明计费单位，此为假设），向上取整：使用 %3 小时，每个实例计费 %2 小时</translation>
    </message>
    <message>
        <source>at least %1 s billed per start</source>
        <translation>每次启动至少计费 %1 秒</translation>
    </message>
    <message>
        <source>list price %1 USD per %2 × %3 CNY/USD (%4, confidence %5)</source>
        <translation>标价 %1 美元/%2 × %3 元/美元（%4，可信度 %5）</translation>
    </message>
    <message>
        <source>list price %1 CNY per %2 (%3, confidence %4)</source>
        <translation>标价 %1 元/%2（%3，可信度 %4）</translation>
    </message>
    <message>
        <source>spot capacity can be reclaimed at any time: checkpoint the job</source>
        <translation>竞价实例随时可能被回收：任务须定期保存检查点</translation>
    </message>
    <message>
        <source>electricity is included in the rental price</source>
        <translation>租用价格已含电费</translation>
    </message>
    <message>
        <source>energy and CO₂ take the grid factor, tariff and PUE target of %1, %2 km from %3 (assumption: the provider&apos;s data centre is on the same grid)</source>
        <translation>能耗和 CO₂ 采用“%1”的电网碳排放因子、电价和 PUE 目标，与“%3”相距 %2 km（假设：云厂商的数据中心位于同一电网）</translation>
    </message>
    <message>
        <source>%1 is outside mainland China: no grid factor is catalogued, so CO₂ is unknown; energy uses China&apos;s average PUE %2</source>
        <translation>“%1”位于中国大陆以外：目录中没有其电网碳排放因子，CO₂ 未知；能耗按全国平均 PUE %2 计</translation>
    </message>
    <message>
        <source>the region is not known: CO₂ is unknown; energy uses China&apos;s average PUE %1</source>
        <translation>地域未知：CO₂ 未知；能耗按全国平均 PUE %1 计</translation>
    </message>
    <message>
        <source>energy counts the job&apos;s %1 cards; the instances&apos; other cards are paid for but idle</source>
        <translation>能耗只计任务使用的 %1 张卡；实例中其余的卡照常计费，但处于闲置</translation>
    </message>
    <message>
        <source>%1 publishes no %2 price for %3</source>
        <translation>“%1”未公布 %3 的%2价格</translation>
    </message>
    <message>
        <source>no grid factor is catalogued for this region: CO₂ not counted</source>
        <translation>目录中没有该地域的电网碳排放因子：不计 CO₂</translation>
    </message>
    <message>
        <source>second</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>minute</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>day</source>
        <translation>天</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>按量计费</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>包月</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>%1: %2 CNY per %3 for the instance</source>
        <translation>%1：实例 %2 元/%3</translation>
    </message>
</context>
<context>
    <name>Atlas::Quotes</name>
    <message>
        <source>expected a whole number of cards from 1 to %1, found %2</source>
        <translation>卡数应为 1 到 %1 的整数，实际为 %2</translation>
    </message>
    <message>
        <source>expected an amount above 0 and at most %1 CNY, found %2</source>
        <translation>金额应大于 0 且不超过 %1 元，实际为 %2</translation>
    </message>
    <message>
        <source>expected at most %1 CNY per card-hour, found %2 CNY for %3 cards</source>
        <translation>每卡时应不超过 %1 元，实际为 %3 张卡 %2 元</translation>
    </message>
    <message>
        <source>expected container, cloud-monthly, bare-metal or purchase</source>
        <translation>应为 container、cloud-monthly、bare-metal 或 purchase</translation>
    </message>
    <message>
        <source>%1 is quoted per %2, found per %3</source>
        <translation>%1 应按 %2 报价，实际按 %3</translation>
    </message>
    <message>
        <source>a quote needs the date it was made (YYYY-MM-DD), so that its age shows</source>
        <translation>报价须注明日期（YYYY-MM-DD），以便显示其时效</translation>
    </message>
    <message>
        <source>expected a date as YYYY, YYYY-MM or YYYY-MM-DD that exists (from 1900), found &quot;%1&quot;</source>
        <translation>日期应为实际存在的 YYYY、YYYY-MM 或 YYYY-MM-DD（1900 年起），实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the date %1 is after today (%2)</source>
        <translation>日期 %1 晚于今天（%2）</translation>
    </message>
    <message>
        <source>give both a provider and one of its instances, or neither (a quote for the card in a service form)</source>
        <translation>须同时给出云厂商及其实例，或都不给（即按服务形态为加速卡报价）</translation>
    </message>
    <message>
        <source>unknown provider &quot;%1&quot; (compute-atlas-cli catalog list --kind providers)</source>
        <translation>未知云厂商“%1”（compute-atlas-cli catalog list --kind providers）</translation>
    </message>
    <message>
        <source>unknown instance &quot;%1&quot; of %2 (compute-atlas-cli catalog show %2)</source>
        <translation>%2 没有实例“%1”（compute-atlas-cli catalog show %2）</translation>
    </message>
    <message>
        <source>%1 carries %2, which is not in the catalog or not counted: it cannot be priced</source>
        <translation>%1 搭载的 %2 不在目录中或卡数未知：无法计价</translation>
    </message>
    <message>
        <source>%1 carries %2, not %3</source>
        <translation>%1 搭载的是 %2，而非 %3</translation>
    </message>
    <message>
        <source>a provider&apos;s instance is rented: container (per hour) or cloud-monthly (per month), found %1</source>
        <translation>云厂商实例只能租用：container（按小时）或 cloud-monthly（按月），实际为 %1</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>unknown accelerator &quot;%1&quot; (compute-atlas-cli catalog list)</source>
        <translation>未知加速卡“%1”（compute-atlas-cli catalog list）</translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot;: the header of a quotes file is %2 (in any order)</source>
        <translation>未知列“%1”：报价文件的表头为 %2（顺序不限）</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; appears twice</source>
        <translation>列“%1”出现了两次</translation>
    </message>
    <message>
        <source>the header lacks %1: a quotes file starts with %2</source>
        <translation>表头缺少 %1：报价文件应以 %2 开头</translation>
    </message>
    <message>
        <source>expected %1, found &quot;%2&quot;</source>
        <translation>应为 %1，实际为“%2”</translation>
    </message>
    <message>
        <source>expected a whole number of cards, found &quot;%1&quot;</source>
        <translation>卡数应为整数，实际为“%1”</translation>
    </message>
    <message>
        <source>expected an amount in CNY such as 1200 or 3.5 (no thousands separators or currency signs), found &quot;%1&quot;</source>
        <translation>金额应为以元计的数字，如 1200 或 3.5（不带千位分隔符或货币符号），实际为“%1”</translation>
    </message>
    <message>
        <source>expected %1 fields, as the header has, found %2</source>
        <translation>应与表头一样有 %1 个字段，实际为 %2 个</translation>
    </message>
    <message>
        <source>larger than %1 bytes: not a quotes file</source>
        <translation>超过 %1 字节：不是报价文件</translation>
    </message>
    <message>
        <source>the file is empty: a quotes file starts with %1</source>
        <translation>文件为空：报价文件应以 %1 开头</translation>
    </message>
    <message>
        <source>quotes the same as line %1 (%2 as %3): keep one of them</source>
        <translation>与第 %1 行报价对象相同（%2，%3）：请只保留一条</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
</context>
<context>
    <name>Atlas::QuotesDialog</name>
    <message>
        <source>%1 months old</source>
        <translation>已有 %1 个月</translation>
    </message>
    <message>
        <source>Remove a quote</source>
        <translation>移除一条报价</translation>
    </message>
    <message>
        <source>Remove %1 quotes</source>
        <translation>移除 %1 条报价</translation>
    </message>
    <message>
        <source>Your Quotes</source>
        <translation>您的报价表</translation>
    </message>
    <message>
        <source>Each quote replaces the catalog&apos;s price for what it names — a card in a service form, or a provider&apos;s instance — in every view, the options and the report. Import a CSV with the columns accelerator, gpus, form, price_cny, per, provider, instance, date, note.</source>
        <translation>每条报价在所有视图、备选方案和报告中替代目录中对应的价格（某服务形态下的加速卡，或云厂商的某个实例）。导入的 CSV 应包含以下列：accelerator、gpus、form、price_cny、per、provider、instance、date、note。</translation>
    </message>
    <message>
        <source>Quote for</source>
        <translation>报价对象</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>Atlas::RadarPainter</name>
    <message>
        <source>PCIe only</source>
        <translation>仅 PCIe</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>参数量 %1</translation>
    </message>
    <message>
        <source>Compare: up to four selected accelerators</source>
        <translation>对比：最多 4 款所选加速卡</translation>
    </message>
    <message>
        <source>(not scored: %1, see footnote)</source>
        <translation>（未评分：%1，见脚注）</translation>
    </message>
    <message>
        <source>Click up to four accelerators in the chart to compare them here.</source>
        <translation>在图中点击最多 4 款加速卡，即可在此对比。</translation>
    </message>
    <message>
        <source>Radar scores (0 to 1 against the catalog)</source>
        <translation>雷达图评分（0 到 1，相对目录内全部加速卡）</translation>
    </message>
    <message>
        <source>no purchase price: not scored</source>
        <translation>无购置价格：不评分</translation>
    </message>
    <message>
        <source>not published: not scored</source>
        <translation>未公布：不评分</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the names of radar axes: &quot;、&quot; in Chinese</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 TFLOPS per yuan</source>
        <translation>%1 TFLOPS/元</translation>
    </message>
</context>
<context>
    <name>Atlas::RadarScores</name>
    <message>
        <source>Compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>Model capacity</source>
        <translation>模型容量</translation>
    </message>
    <message>
        <source>Compute: dense BF16 TFLOPS (FP16 if no BF16), log scale over the catalog</source>
        <translation>算力：稠密 BF16 TFLOPS（无 BF16 时取 FP16），在目录范围内按对数刻度</translation>
    </message>
    <message>
        <source>Memory: GiB per card, log scale over the catalog</source>
        <translation>显存：单卡 GiB，在目录范围内按对数刻度</translation>
    </message>
    <message>
        <source>Log scale: ln(v / min) / ln(max / min); linear: v / max; min and max over every catalog accelerator that has the value.</source>
        <translation>对数刻度：ln(v / min) / ln(max / min)；线性刻度：v / max；min 和 max 取自目录中所有具备该数值的加速卡。</translation>
    </message>
    <message>
        <source>TFLOPS per yuan</source>
        <translation>TFLOPS/元</translation>
    </message>
    <message>
        <source>Interconnect: scale-up link GB/s / catalog maximum (PCIe only = 0; link bandwidth unpublished: not scored)</source>
        <translation>互联：scale-up 链路 GB/s / 目录最大值（仅 PCIe = 0；链路带宽未公布：不评分）</translation>
    </message>
    <message>
        <source>Model capacity: BF16 parameters on one card after the engine&apos;s overhead, (GiB − 1 GiB context) / 1.05 allocator margin / 2 bytes, log scale over the catalog</source>
        <translation>模型容量：扣除引擎额外开销后单卡可容纳的 BF16 参数量，(GiB − 1 GiB 上下文) / 1.05 显存分配器余量 / 2 字节，在目录范围内按对数刻度</translation>
    </message>
    <message>
        <source>TFLOPS per yuan: dense BF16 TFLOPS per yuan of purchase price / catalog maximum (no price: not scored)</source>
        <translation>TFLOPS/元：每元购置价对应的稠密 BF16 TFLOPS / 目录最大值（无价格：不评分）</translation>
    </message>
</context>
<context>
    <name>Atlas::Rates</name>
    <message>
        <source>%1 USD per GPU-hour (%2) × %3 CNY/USD</source>
        <translation>%1 美元/卡时（%2）× %3 元/美元</translation>
    </message>
    <message>
        <source>hourly rate × %1 hours × %2 (monthly factor)</source>
        <translation>卡时单价 × 每月 %1 小时 × %2（包月系数）</translation>
    </message>
    <message>
        <source>%1 × the monthly GPU rate × %2 (bare-metal factor)</source>
        <translation>%1 × 单卡包月价 × %2（裸金属服务器系数）</translation>
    </message>
    <message>
        <source>%1 USD (%2) × %3 CNY/USD</source>
        <translation>%1 美元（%2）× %3 元/美元</translation>
    </message>
    <message>
        <source>the seed&apos;s CNY price (no reference price exists)</source>
        <translation>原始文档中的人民币价格（无参考价格）</translation>
    </message>
</context>
<context>
    <name>Atlas::RegionCost</name>
    <message>
        <source>policy role: real-time work such as AI inference in the east</source>
        <translation>政策定位：东部枢纽承接人工智能推理等实时性业务</translation>
    </message>
    <message>
        <source>policy role: non-real-time; serving users from here adds latency</source>
        <translation>政策定位：非实时性业务；从此处服务用户会增加时延</translation>
    </message>
    <message>
        <source>industry reading: training is latency-tolerant, the west&apos;s non-real-time role fits it (not policy text)</source>
        <translation>业界解读：训练对时延不敏感，契合西部的非实时定位（非政策原文）</translation>
    </message>
    <message>
        <source>policy role: real-time; offline training here pays the demand side&apos;s (higher) electricity prices</source>
        <translation>政策定位：实时性业务；在此做离线训练需承担需求侧（较高）电价</translation>
    </message>
</context>
<context>
    <name>Atlas::RegionMapView</name>
    <message>
        <source>Region map</source>
        <translation>产区图</translation>
    </message>
</context>
<context>
    <name>Atlas::RegionPanel</name>
    <message>
        <source>Change user city</source>
        <translation>更改用户城市</translation>
    </message>
    <message>
        <source>Use region</source>
        <translation>选用地区</translation>
    </message>
    <message>
        <source>Tariff %1 CNY/kWh (indicative, %2–%3) %4</source>
        <translation>电价 %1 元/kWh（参考区间 %2–%3）%4</translation>
    </message>
    <message>
        <source>PUE target %1 %2</source>
        <translation>PUE 目标 %1 %2</translation>
    </message>
    <message>
        <source>Grid CO₂ factor %1 kg/kWh (%2 grid, %3) %4</source>
        <translation>电网碳排放因子 %1 kg/kWh（%2电网，%3 年）%4</translation>
    </message>
    <message>
        <source>Contracted green share %1 %2</source>
        <translation>签约绿电比例 %1 %2</translation>
    </message>
    <message>
        <source>Latency floor to %1: %2 ms one way (%3 km)</source>
        <translation>到%1的时延下限：单程 %2 ms（%3 km）</translation>
    </message>
    <message>
        <source>This plan here: %1, %2, %3</source>
        <translation>本方案在此地区：费用 %1，能耗 %2，%3</translation>
    </message>
    <message>
        <source>This plan&apos;s total cost</source>
        <translation>本方案总成本</translation>
    </message>
    <message>
        <source>Electricity tariff (indicative)</source>
        <translation>电价（参考值）</translation>
    </message>
    <message>
        <source>PUE target</source>
        <translation>PUE 目标</translation>
    </message>
    <message>
        <source>Grid CO₂ factor (2023)</source>
        <translation>电网碳排放因子（2023）</translation>
    </message>
    <message>
        <source>Latency floor to the user city</source>
        <translation>到用户城市的时延下限</translation>
    </message>
    <message>
        <source>CNY/kWh</source>
        <translation>元/kWh</translation>
    </message>
    <message>
        <source>kg CO₂/kWh</source>
        <translation>kg CO₂/kWh</translation>
    </message>
    <message>
        <source>ms, one way</source>
        <translation>ms（单程）</translation>
    </message>
    <message>
        <source>Role:</source>
        <translation>定位：</translation>
    </message>
    <message>
        <source>Climate:</source>
        <translation>气候：</translation>
    </message>
    <message>
        <source>Local latency claim:</source>
        <translation>当地宣称时延：</translation>
    </message>
    <message>
        <source>Tariff basis:</source>
        <translation>电价依据：</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Colour by</source>
        <translation>着色指标</translation>
    </message>
    <message>
        <source>User city</source>
        <translation>用户城市</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Use this region</source>
        <translation>选用此地区</translation>
    </message>
    <message>
        <source>Plan cost</source>
        <translation>方案成本</translation>
    </message>
    <message>
        <source>Electricity tariff</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Grid CO₂ factor</source>
        <translation>电网碳排放因子</translation>
    </message>
    <message>
        <source>Latency to the user city</source>
        <translation>到用户城市的时延</translation>
    </message>
    <message>
        <source>Click a hub or cluster for its figures, sources and policy role.</source>
        <translation>点击枢纽或集群，查看其数据、来源和政策定位。</translation>
    </message>
    <message>
        <source>Add to comparison</source>
        <translation>加入对比</translation>
    </message>
    <message>
        <source>Compare the scenario&apos;s job on its accelerator in this region with the other options</source>
        <translation>将当前场景的任务（使用当前加速卡）在该地区的方案与其他方案对比</translation>
    </message>
    <message>
        <source>(verified)</source>
        <translation>（已核实）</translation>
    </message>
    <message>
        <source>(partly verified)</source>
        <translation>（部分核实）</translation>
    </message>
    <message>
        <source>(unverified)</source>
        <translation>（未核实）</translation>
    </message>
    <message>
        <source>The scenario is not valid, so no plan is priced: %1</source>
        <translation>场景无效，未估算任何方案的费用：%1</translation>
    </message>
    <message>
        <source>No published %1 throughput for %2: the plan&apos;s time and cost are unknown, no region is priced.</source>
        <translation>“%2”未公布 %1 算力：方案的耗时和费用未知，各地区均未估算费用。</translation>
    </message>
    <message>
        <source>No price for %1 in this service form: no region is priced.</source>
        <translation>该计费方式下“%1”无价格：各地区均未估算费用。</translation>
    </message>
    <message>
        <source>The plan does not fit on %1 × %2. The map prices the smallest layout that fits: %3 cards.</source>
        <translation>本方案 %1 × %2 放不下。地图按放得下的最少卡数（%3 张）估算费用。</translation>
    </message>
    <message>
        <source>The plan does not fit on %1 with any card count up to 4096: no region is priced.</source>
        <translation>“%1”在 4096 张卡以内均放不下本方案：各地区均未估算费用。</translation>
    </message>
    <message>
        <source>Does not fit as set; the smallest layout that fits (%1 cards): %2</source>
        <translation>按当前设置放不下；按放得下的最少卡数（%1 张）计，%2</translation>
    </message>
    <message>
        <source>Within the budget (%1 against %2)</source>
        <translation>未超出预算（%1，预算 %2）</translation>
    </message>
    <message>
        <source>Over the budget (%1 against %2)</source>
        <translation>超出预算（%1，预算 %2）</translation>
    </message>
    <message>
        <source>Sources: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Cost of the smallest layout that fits</source>
        <translation>最少可行卡数方案总费用</translation>
    </message>
    <message>
        <source>No region has a value</source>
        <translation>各地区均无数值</translation>
    </message>
    <message>
        <source>Differences &lt; 3%: one colour</source>
        <translation>差异小于 3%：统一着色</translation>
    </message>
    <message>
        <source>The same everywhere: one colour</source>
        <translation>各地相同：统一着色</translation>
    </message>
    <message>
        <source>Regions %1–%2 (+%3, bracketed); full bar: ×2</source>
        <translation>各地区 %1–%2（+%3，见括线）；整条色带：×2</translation>
    </message>
    <message>
        <source>Highest +%1 over lowest</source>
        <translation>最高值比最低值高 %1</translation>
    </message>
    <message>
        <source>Provider GPU regions here: %1</source>
        <translation>此处的云厂商 GPU 地域：%1 个</translation>
    </message>
    <message>
        <source>(GPU capacity not confirmed)</source>
        <translation>（GPU 资源未经确认）</translation>
    </message>
    <message>
        <source>Grid linked to: %1</source>
        <translation>电网对应的枢纽/集群：%1</translation>
    </message>
    <message>
        <source>the nearest cluster, %1 km away</source>
        <translation>最近的集群，相距 %1 km</translation>
    </message>
    <message>
        <source>Grid and tariff of %1: %2</source>
        <translation>采用%1的电网与电价：%2</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Outside the mainland (not on the map):</source>
        <translation>中国大陆以外（不在图中）：</translation>
    </message>
    <message>
        <source>Data stored there leaves the mainland (数据出境 rules apply, Hong Kong included).</source>
        <translation>数据存放于此即属数据出境（含中国香港），须遵守数据出境相关规定。</translation>
    </message>
    <message>
        <source>Provider GPU regions</source>
        <translation>云厂商 GPU 地域</translation>
    </message>
    <message>
        <source>Show where the domestic clouds have GPU regions, linked to the hub or cluster whose grid and tariff they share</source>
        <translation>显示国内云厂商的 GPU 地域，并连线到与其共用电网和电价的枢纽或集群</translation>
    </message>
    <message>
        <source>Not offered in the mainland market: the data would leave the mainland (数据出境). Allow it under Market in the scenario panel.</source>
        <translation>中国大陆市场不提供：数据会出境（数据出境）。可在场景面板的“市场”中允许。</translation>
    </message>
    <message>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
</context>
<context>
    <name>Atlas::SaveFile</name>
    <message>
        <source>cannot open %1 for writing: %2</source>
        <translation>无法以写入方式打开 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>the data could not all be written (no space left on the device, or the file is too large)</source>
        <translation>数据未能全部写入（设备空间不足，或文件过大）</translation>
    </message>
    <message>
        <source>cannot save %1: the file is read-only; make it writable or choose another name</source>
        <translation>无法保存 %1：文件为只读；请将其设为可写，或另选文件名</translation>
    </message>
    <message>
        <source>cannot save %1: it is %2, and saves write regular files only</source>
        <translation>无法保存 %1：这是%2，只能保存为普通文件</translation>
    </message>
    <message>
        <source>cannot keep the permissions of %1: %2</source>
        <translation>无法保留 %1 的权限：%2</translation>
    </message>
    <message>
        <source>cannot write to %1: descriptor %2 is not open</source>
        <translation>无法写入 %1：文件描述符 %2 未打开</translation>
    </message>
    <message>
        <source>cannot write to %1: descriptor %2 is open for reading only</source>
        <translation>无法写入 %1：文件描述符 %2 仅以只读方式打开</translation>
    </message>
</context>
<context>
    <name>Atlas::Scenario</name>
    <message>
        <source>expected a list, found %1</source>
        <translation>应为列表，实际为 %1</translation>
    </message>
    <message>
        <source>expected the id of an accelerator, found &quot;%1&quot;</source>
        <translation>应为加速卡 ID，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected the id of a hub or cluster, found &quot;%1&quot;</source>
        <translation>应为枢纽或集群 ID，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>this scenario was written by a newer ComputeAtlas (schema version %1; this program reads version %2 and older); update to open it</source>
        <translation>此场景由更新版本的 ComputeAtlas 创建（格式版本 %1；本程序仅支持 %2 及更早版本）；请升级后再打开</translation>
    </message>
    <message>
        <source>expected &quot;scenario&quot;, found &quot;%1&quot;</source>
        <translation>应为 &quot;scenario&quot;，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected the id of a catalog model, found &quot;%1&quot;</source>
        <translation>应为目录中的模型 ID，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a model id or an architecture, found %1</source>
        <translation>应为模型 ID 或模型架构，实际为 %1</translation>
    </message>
    <message>
        <source>expected the id of a city, found &quot;%1&quot;</source>
        <translation>应为城市 ID，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>expected at most %1 options, found %2</source>
        <translation>最多 %1 个方案，实际为 %2 个</translation>
    </message>
    <message>
        <source>expected container, cloud-monthly, bare-metal or purchase, found &quot;%1&quot;</source>
        <translation>应为 container、cloud-monthly、bare-metal 或 purchase，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a provider region needs a provider and instance</source>
        <translation>指定云厂商地域时须同时给出云厂商和实例</translation>
    </message>
    <message>
        <source>give both a provider and one of its instances</source>
        <translation>须同时给出云厂商及其实例</translation>
    </message>
    <message>
        <source>expected the id of a provider, found &quot;%1&quot;</source>
        <translation>应为云厂商 ID，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected the id of an instance of %1, found &quot;%2&quot;</source>
        <translation>应为 %1 的实例 ID，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the instance carries &quot;%1&quot;, not the accelerator &quot;%2&quot;</source>
        <translation>该实例搭载的是 &quot;%1&quot;，不是加速卡 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>expected the id of a region of %1, found &quot;%2&quot;</source>
        <translation>应为 %1 的地域 ID，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>give the work either as tokens or as samples × epochs, not both</source>
        <translation>工作量用 token 数或样本数 × 轮数（epochs）给出，二者只能选其一</translation>
    </message>
    <message>
        <source>give the load once: users, requests_per_s or concurrency_target</source>
        <translation>负载只能给出一项：users、requests_per_s 或 concurrency_target</translation>
    </message>
    <message>
        <source>give the work once: tokens, samples × epochs, or hours (hours alone rents the cards for that long, or is the service period of inference)</source>
        <translation>工作量只能给出一种：token 数、样本数 × 轮数（epochs）或小时数（单独给出小时数表示按该时长租用加速卡，或推理服务的服务时长）</translation>
    </message>
    <message>
        <source>expected at least low (%1), found %2</source>
        <translation>应不小于 low（%1），实际为 %2</translation>
    </message>
    <message>
        <source>the file holds no scenario (it is empty or holds only comments); a scenario needs at least &quot;model&quot;</source>
        <translation>文件中没有场景（文件为空或只有注释）；场景至少需要 &quot;model&quot;</translation>
    </message>
    <message>
        <source>expected a whole number of samples, found %1</source>
        <translation>样本数应为整数，实际为 %1</translation>
    </message>
    <message>
        <source>expected at most peak_users (%1), found %2</source>
        <translation>应不超过 peak_users（%1），实际为 %2</translation>
    </message>
    <message>
        <source>give the load once: users (or a rate) for one load, or load_profile for a week</source>
        <translation>负载只能给出一次：单一负载用 users（或请求速率），一周负载用 load_profile</translation>
    </message>
    <message>
        <source>expected at most %1 quotes</source>
        <translation>报价最多 %1 条</translation>
    </message>
    <message>
        <source>quotes the same as the quote on line %1: keep one of them</source>
        <translation>与第 %1 行的报价对象相同：请只保留一条</translation>
    </message>
    <message>
        <source>the quotes in &quot;%1&quot; cannot be used (see above)</source>
        <translation>“%1”中的报价无法使用（见上文）</translation>
    </message>
    <message>
        <source>a 24-hour curve replaces peak_users, base_users and peak_hours: give one or the other</source>
        <translation>24 小时曲线（hourly）取代 peak_users、base_users 和 peak_hours：二者只能给出其一</translation>
    </message>
    <message>
        <source>expected at least %1 user at the busiest hour</source>
        <translation>最忙时段至少应有 %1 个用户</translation>
    </message>
</context>
<context>
    <name>Atlas::ScenarioDocument</name>
    <message>
        <source>This option is already in the comparison</source>
        <translation>该方案已在对比中</translation>
    </message>
    <message>
        <source>The comparison holds %1 options; remove one first</source>
        <translation>对比最多容纳 %1 个方案，请先移除一个</translation>
    </message>
    <message>
        <source>Add comparison option</source>
        <translation>添加对比方案</translation>
    </message>
</context>
<context>
    <name>Atlas::ScenarioEngine</name>
    <message>
        <source>unknown model &quot;%1&quot;</source>
        <translation>未知模型“%1”</translation>
    </message>
    <message>
        <source>unknown accelerator &quot;%1&quot;</source>
        <translation>未知加速卡“%1”</translation>
    </message>
    <message>
        <source>no usable dense throughput is published for this accelerator: time is unknown</source>
        <translation>该加速卡没有公开可用的稠密算力数据：耗时未知</translation>
    </message>
    <message>
        <source>does not fit on up to %1 cards</source>
        <translation>%1 张卡以内均放不下</translation>
    </message>
    <message>
        <source>no published throughput: time unknown</source>
        <translation>无公开算力数据：耗时未知</translation>
    </message>
    <message>
        <source>does not fit on %1 × this card</source>
        <translation>%1 卡放不下</translation>
    </message>
    <message>
        <source>a service running %1 hours</source>
        <translation>推理服务运行 %1 小时</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <source>%1 samples × %2 epochs × %3 tokens per sample</source>
        <translation>%1 条样本 × %2 个 epoch × 每条 %3 token</translation>
    </message>
    <message>
        <source>renting the cards for %1 hours (the tokens follow from each card&apos;s speed)</source>
        <translation>租用 %1 小时（token 数由每张卡的速度决定）</translation>
    </message>
    <message>
        <source>no work given: %1 tokens assumed</source>
        <translation>未给出工作量：假设为 %1 token</translation>
    </message>
    <message>
        <source>unknown provider &quot;%1&quot;</source>
        <translation>未知云厂商“%1”</translation>
    </message>
    <message>
        <source>%1 has no instance &quot;%2&quot; with a catalogued card</source>
        <translation>云厂商“%1”没有搭载目录中加速卡的实例“%2”</translation>
    </message>
    <message>
        <source>the instance %1 carries %2, not the chosen accelerator %3</source>
        <translation>实例 %1 搭载的是 %2，而非所选加速卡 %3</translation>
    </message>
    <message>
        <source>%1 has no region &quot;%2&quot;</source>
        <translation>云厂商“%1”没有地域“%2”</translation>
    </message>
    <message>
        <source>work: %1</source>
        <translation>工作量：%1</translation>
    </message>
    <message>
        <source>time: %1 FLOPs per token × %2 tokens on %3 cards of %4 dense TFLOPS</source>
        <translation>耗时：每 token %1 FLOPs × %2 token，%3 张卡，每卡稠密算力 %4 TFLOPS</translation>
    </message>
    <message>
        <source>time: %1 FLOPs per token × %2 tokens on 1 card of %3 dense TFLOPS</source>
        <translation>耗时：每 token %1 FLOPs × %2 token，1 张卡，稠密算力 %3 TFLOPS</translation>
    </message>
    <message>
        <source>not priced: this layout does not fit (see the smallest layout that fits)</source>
        <translation>不计价：此布局放不下（见最少可行布局）</translation>
    </message>
    <message>
        <source>the scenario&apos;s quotes are not applied to the catalog it is evaluated with</source>
        <translation>场景的报价未应用到计算所用的目录</translation>
    </message>
</context>
<context>
    <name>Atlas::ScenarioHeader</name>
    <message>
        <source>not valid: %1</source>
        <translation>场景无效：%1</translation>
    </message>
    <message>
        <source>%1 × %2 fits (%3 per card)</source>
        <translation>%1 × %2 放得下（每卡 %3）</translation>
    </message>
    <message>
        <source>does not fit on %1 × %2</source>
        <translation>%1 × %2 放不下</translation>
    </message>
    <message>
        <source>the smallest layout that fits: %1 cards</source>
        <translation>最少需 %1 张卡</translation>
    </message>
    <message>
        <source>Seed says:</source>
        <translation>原始文档的说法：</translation>
    </message>
    <message>
        <source>Engine says:</source>
        <translation>引擎测算：</translation>
    </message>
    <message>
        <source>cash outlay %1</source>
        <translation>现金支出 %1</translation>
    </message>
    <message>
        <source>within the yearly budget of %1</source>
        <translation>未超出年预算（%1）</translation>
    </message>
    <message>
        <source>over the yearly budget of %1</source>
        <translation>超出年预算（%1）</translation>
    </message>
    <message>
        <source>within the monthly budget of %1</source>
        <translation>未超出月预算（%1）</translation>
    </message>
    <message>
        <source>over the monthly budget of %1</source>
        <translation>超出月预算（%1）</translation>
    </message>
    <message>
        <source>within the budget of %1 a run</source>
        <translation>未超出单次预算（%1）</translation>
    </message>
    <message>
        <source>over the budget of %1 a run</source>
        <translation>超出单次预算（%1）</translation>
    </message>
    <message>
        <source>the seed&apos;s price: %1</source>
        <translation>原始文档给出的价格：%1</translation>
    </message>
</context>
<context>
    <name>Atlas::ScenarioPanel</name>
    <message>
        <source>Change model</source>
        <translation>更改模型</translation>
    </message>
    <message>
        <source>Change task</source>
        <translation>更改任务</translation>
    </message>
    <message>
        <source>Change precision</source>
        <translation>更改精度</translation>
    </message>
    <message>
        <source>Change budget</source>
        <translation>更改预算</translation>
    </message>
    <message>
        <source>Change accelerator</source>
        <translation>更改加速卡</translation>
    </message>
    <message>
        <source>Change GPU count</source>
        <translation>更改卡数</translation>
    </message>
    <message>
        <source>Change ZeRO stage</source>
        <translation>更改 ZeRO 阶段</translation>
    </message>
    <message>
        <source>Change tensor parallelism</source>
        <translation>更改张量并行度</translation>
    </message>
    <message>
        <source>Change pipeline parallelism</source>
        <translation>更改流水线并行度</translation>
    </message>
    <message>
        <source>Change offload</source>
        <translation>更改卸载方式</translation>
    </message>
    <message>
        <source>Change sequence length</source>
        <translation>更改序列长度</translation>
    </message>
    <message>
        <source>Change batch</source>
        <translation>更改批大小</translation>
    </message>
    <message>
        <source>Change LoRA rank</source>
        <translation>更改 LoRA 秩</translation>
    </message>
    <message>
        <source>Change pricing</source>
        <translation>更改计费方式</translation>
    </message>
    <message>
        <source>Change region</source>
        <translation>更改地区</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>Flagship</source>
        <translation>一线</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>二线</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>边缘推理</translation>
    </message>
    <message>
        <source>No offload</source>
        <translation>不卸载</translation>
    </message>
    <message>
        <source>Optimizer to CPU</source>
        <translation>优化器卸载到 CPU</translation>
    </message>
    <message>
        <source>Optimizer and weights to CPU</source>
        <translation>优化器和权重卸载到 CPU</translation>
    </message>
    <message>
        <source>National average (no region)</source>
        <translation>全国平均（不选地区）</translation>
    </message>
    <message>
        <source>Hub</source>
        <translation>枢纽</translation>
    </message>
    <message>
        <source>Model and task</source>
        <translation>模型与任务</translation>
    </message>
    <message>
        <source>Hardware and parallelism</source>
        <translation>硬件与并行</translation>
    </message>
    <message>
        <source>Cost and region</source>
        <translation>费用与地区</translation>
    </message>
    <message>
        <source>Per-GPU memory and verdict</source>
        <translation>单卡显存与结论</translation>
    </message>
    <message>
        <source>Import config.json…</source>
        <translation>导入 config.json…</translation>
    </message>
    <message>
        <source>Read a Hugging Face config.json (llama, mistral, mixtral, qwen2, deepseek_v3, gpt2, bert)</source>
        <translation>读取 Hugging Face config.json（llama、mistral、mixtral、qwen2、deepseek_v3、gpt2、bert）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Weights and compute precision, from FP32 down to INT4</source>
        <translation>权重与计算精度，从 FP32 到 INT4</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Tensor / pipeline</source>
        <translation>张量 / 流水线并行</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <source>TP </source>
        <translation>TP </translation>
    </message>
    <message>
        <source>PP </source>
        <translation>PP </translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>The plan&apos;s budget: regions and configurations within it light up</source>
        <translation>方案预算：预算内的地区和配置会高亮显示</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation>上下文长度（token）</translation>
    </message>
    <message>
        <source>Sequence (tokens)</source>
        <translation>序列长度（token）</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Not possible:</source>
        <translation>不可行：</translation>
    </message>
    <message>
        <source>Fits: %1 of %2 per GPU on %3 × %4</source>
        <translation>放得下：%3 × %4，每卡 %1 / %2</translation>
    </message>
    <message>
        <source>Does not fit on up to %1 × %2</source>
        <translation>放不下（已搜索至 %1 × %2）</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>耗时：%1</translation>
    </message>
    <message>
        <source>Energy: %1, %2</source>
        <translation>能耗：%1，%2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Change budget period</source>
        <translation>更改预算周期</translation>
    </message>
    <message>
        <source>Use the layout that fits</source>
        <translation>采用放得下的布局</translation>
    </message>
    <message>
        <source>Sequence and batch</source>
        <translation>序列长度与批次</translation>
    </message>
    <message>
        <source>What the budget covers: one run, a month or a year. A purchase is judged on its cash outlay, a recurring job on its runs in the period.</source>
        <translation>预算周期：每次、每月或每年。自购方案按现金支出核对预算，重复执行的任务按周期内各次运行的费用合计核对。</translation>
    </message>
    <message>
        <source>Does not fit: %1 per GPU on a card of %2; the smallest layout that fits has %3 × %4 (dp %5, tp %6, pp %7, ZeRO %8)</source>
        <translation>放不下：每卡需 %1，单卡显存 %2；放得下的最少配置为 %3 × %4（DP %5，TP %6，PP %7，ZeRO-%8）</translation>
    </message>
    <message>
        <source>Work: %1 tokens</source>
        <translation>工作量：%1 token</translation>
    </message>
    <message>
        <source>Work: %1 samples × %2 epochs × %3 tokens = %4 tokens</source>
        <translation>工作量：%1 条样本 × %2 个 epoch × 每条 %3 token = %4 token</translation>
    </message>
    <message>
        <source>Work: renting the cards for %1, which trains %2 tokens</source>
        <translation>工作量：租用 %1，可训练 %2 token</translation>
    </message>
    <message>
        <source>Work: renting the cards for %1</source>
        <translation>工作量：租用 %1</translation>
    </message>
    <message>
        <source>Work: a service running %1</source>
        <translation>工作量：推理服务运行 %1</translation>
    </message>
    <message>
        <source>Work: %1</source>
        <translation>工作量：%1</translation>
    </message>
    <message>
        <source>Time: unknown (no published throughput for this card)</source>
        <translation>耗时：未知（该加速卡无公开算力数据）</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Efficiency: %1 of peak, as given</source>
        <translation>算力利用率（MFU）：峰值算力的 %1，由场景设定</translation>
    </message>
    <message>
        <source>Efficiency: %1 of peak (%2 to %3, %4)</source>
        <translation>算力利用率（MFU）：%1（区间 %2–%3，%4）</translation>
    </message>
    <message>
        <source>calibrated on published runs</source>
        <translation>依据公开训练记录校准</translation>
    </message>
    <message>
        <source>no published runs for this family: a prior</source>
        <translation>该系列没有公开训练记录：采用先验值</translation>
    </message>
    <message>
        <source>Serving: not possible: %1</source>
        <translation>推理服务不可行：%1</translation>
    </message>
    <message>
        <source>Serving: %1 output tokens/s (%2 to %3) on %4 × %5 cards</source>
        <translation>推理吞吐：输出 %1 token/s（%2–%3），%4 个副本 × 每副本 %5 张卡</translation>
    </message>
    <message>
        <source>Per user: %1 tokens/s; first token after %2 s</source>
        <translation>每用户 %1 token/s；首 token 时延 %2 秒</translation>
    </message>
    <message>
        <source>Service level: met</source>
        <translation>服务等级（SLO）：满足</translation>
    </message>
    <message>
        <source>Service level: not met</source>
        <translation>服务等级（SLO）：未满足</translation>
    </message>
    <message>
        <source>Per million output tokens: %1</source>
        <translation>每百万输出 token 成本：%1</translation>
    </message>
    <message>
        <source>Cost: not priced, this layout does not fit</source>
        <translation>费用：当前布局放不下，不估算</translation>
    </message>
    <message>
        <source>The smallest layout that fits (%1 cards) takes %2 and costs %3</source>
        <translation>放得下的最少卡数（%1 张）耗时 %2，费用 %3</translation>
    </message>
    <message>
        <source>Cost: no price for this form (%1)</source>
        <translation>费用：该计费方式无价格（%1）</translation>
    </message>
    <message>
        <source>Cost of a run (amortised cards): %1</source>
        <translation>每次费用（加速卡按折旧计）：%1</translation>
    </message>
    <message>
        <source>Cost of a run: %1</source>
        <translation>每次费用：%1</translation>
    </message>
    <message>
        <source>Cash outlay to buy the cards: %1</source>
        <translation>购卡现金支出：%1</translation>
    </message>
    <message>
        <source>Per year (%1 runs): %2</source>
        <translation>每年（%1 次）：%2</translation>
    </message>
    <message>
        <source>Within the budget of %1: %2 counted</source>
        <translation>未超出预算（%1）：计入预算的金额为 %2</translation>
    </message>
    <message>
        <source>Over the budget of %1: %2 counted</source>
        <translation>超出预算（%1）：计入预算的金额为 %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a budget: its amount, then its period</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>CO₂ unknown (no grid factor for this region)</source>
        <translation>CO₂ 未知（该地区无电网排放因子）</translation>
    </message>
    <message>
        <source>What the load needs: %1 cards (%2 replicas of %3); a month costs %4</source>
        <translation>负载所需：%1 张卡（%2 个副本，每个 %3 张）；每月费用 %4</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>市场</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
</context>
<context>
    <name>Atlas::Schedule</name>
    <message>
        <source>one run takes %1, longer than the %2 between runs: %3 fleets of %4 cards run at once, and each is paid for</source>
        <translation>每次运行需 %1，长于两次运行之间的 %2：需同时运行 %3 组、每组 %4 张卡，每组都要付费</translation>
    </message>
    <message>
        <source>deadline %1: met, %2 to spare even at the slow end of the estimate (%3)</source>
        <translation>截止时间 %1：可满足，即使按估算区间的慢端（%3）仍余 %2</translation>
    </message>
    <message>
        <source>deadline %1: at risk — the estimate (%2) meets it, the slow end of the estimate (%3) misses it by %4</source>
        <translation>截止时间 %1：有风险——按估算值（%2）可满足，按估算区间的慢端（%3）则超出 %4</translation>
    </message>
    <message>
        <source>deadline %1: missed — the estimate (%2) overruns it by %3</source>
        <translation>截止时间 %1：无法满足——估算值（%2）超出 %3</translation>
    </message>
</context>
<context>
    <name>Atlas::SeedTable</name>
    <message>
        <source>expected a list, found %1</source>
        <translation>应为列表，实际为 %1</translation>
    </message>
    <message>
        <source>the seed recommends %1 × %2 for %3 (%4), but even its best layout needs %5 GiB per card of %6 GiB; the engine needs %7 cards</source>
        <translation>原始文档为 %3（%4）推荐 %1 × %2，但即使采用最优布局，每卡也需 %5 GiB（单卡显存 %6 GiB）；引擎测算需 %7 张卡</translation>
    </message>
    <message>
        <source>the seed&apos;s %1 × %2 fits: %3 GiB per card of %4 GiB</source>
        <translation>原始文档的 %1 × %2 放得下：每卡占用 %3 GiB（单卡显存 %4 GiB）</translation>
    </message>
</context>
<context>
    <name>Atlas::ServiceForm</name>
    <message>
        <source>%1 per card-hour</source>
        <translation>%1/卡时</translation>
    </message>
    <message>
        <source>one hour</source>
        <translation>一小时</translation>
    </message>
    <message>
        <source>%1 per card-month</source>
        <translation>%1/(卡·月)</translation>
    </message>
    <message>
        <source>one month, the smallest billing unit</source>
        <translation>一个月（最小计费单位）</translation>
    </message>
    <message>
        <source>%1 per 8-card machine-month</source>
        <translation>%1/(台·月)（8 卡整机）</translation>
    </message>
    <message>
        <source>one month of whole 8-card machines</source>
        <translation>8 卡整机一个月</translation>
    </message>
    <message>
        <source>%1 per card</source>
        <translation>单卡 %1</translation>
    </message>
    <message>
        <source>the cards&apos; price: a cash outlay, not the cost of an hour</source>
        <translation>购卡价格：一笔现金支出，而非一小时的费用</translation>
    </message>
    <message>
        <source>%1 per server-hour</source>
        <translation>%1/小时</translation>
    </message>
</context>
<context>
    <name>Atlas::Serving</name>
    <message>
        <source>%1 replicas hold at most %2 sequences each; the load needs %3</source>
        <translation>%1 个副本每个最多容纳 %2 条序列；按负载每个需要 %3 条</translation>
    </message>
    <message>
        <source>no concurrency meets the service level on this layout: even one user gets %1 tokens/s and a first token after %2 s</source>
        <translation>该布局下任何并发数都满足不了服务等级（SLO）：即使只有一个用户，也只有 %1 token/s，首 token 时延 %2 秒</translation>
    </message>
    <message>
        <source>no accelerator given</source>
        <translation>未指定加速卡</translation>
    </message>
    <message>
        <source>the output length must be at least 1 token</source>
        <translation>输出长度至少为 1 个 token</translation>
    </message>
    <message>
        <source>the prompt must be at least 1 token</source>
        <translation>输入长度至少为 1 个 token</translation>
    </message>
    <message>
        <source>the load must be positive (users, requests per second or concurrent sequences)</source>
        <translation>负载必须为正数（用户数、每秒请求数或并发序列数）</translation>
    </message>
    <message>
        <source>%1 publishes no memory bandwidth: decode speed cannot be estimated</source>
        <translation>“%1”未公布显存带宽：无法估算 decode 速度</translation>
    </message>
    <message>
        <source>%1 publishes no dense compute rate for %2: prefill cannot be estimated</source>
        <translation>“%1”未公布 %2 稠密算力：无法估算 prefill</translation>
    </message>
    <message>
        <source>no serving measurements are loaded</source>
        <translation>未加载推理实测数据</translation>
    </message>
    <message>
        <source>the model does not fit: not even one sequence of %1 tokens fits %2</source>
        <translation>模型放不下：%2 连一条 %1 token 的序列都放不下</translation>
    </message>
    <message>
        <source>continuous batching: %1 concurrent sequences per replica of %2 × %3 (at most %4 fit); each new request&apos;s prefill shares the steps</source>
        <translation>连续批处理：每个副本（%2 × %3）承载 %1 条并发序列（最多放得下 %4 条）；新请求的 prefill 与正在 decode 的序列共用同一步</translation>
    </message>
    <message>
        <source>no published serving measurement for this accelerator family: the band is widened by half on each side</source>
        <translation>该加速卡系列没有公开的推理实测数据：区间上下两端各放宽一半</translation>
    </message>
    <message>
        <source>tensor parallel %1: two all-reduces per layer over %2</source>
        <translation>张量并行度 %1：每层经 %2 做两次 all-reduce</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>up to 512 × %1</source>
        <translation>最多 512 × %1</translation>
    </message>
    <message>
        <source>decode: weights and KV cache read at %1 of peak bandwidth, %2 ms per step, compute at %3 of peak; prefill at %4 of peak; %5</source>
        <translation>decode：读取权重和 KV 缓存达到峰值带宽的 %1，每步额外开销 %2 ms，计算达到峰值算力的 %3；prefill 达到峰值算力的 %4；%5</translation>
    </message>
    <message>
        <source>fitted on %1 published measurements and %2 of yours</source>
        <translation>根据 %1 个公开实测数据和您的 %2 个实测数据拟合</translation>
    </message>
    <message>
        <source>fitted on %1 published measurements</source>
        <translation>根据 %1 个公开实测数据拟合</translation>
    </message>
    <message>
        <source>time to first token under load: the prefill, the decode steps its chunks share, and the wait behind other prompts (%1× an M/D/1 queue; %2 ms more per expert and mixture-of-experts layer), fitted on %3 measurements at several concurrencies</source>
        <translation>负载下的首 token 时延：prefill 本身，加上其分块与 decode 共用的步数，以及排在其他请求之后的等待（M/D/1 队列的 %1 倍；每个 MoE 层的每个专家再加 %2 ms），根据 %3 个不同并发下的实测数据拟合</translation>
    </message>
    <message>
        <source>the service level counts as met only at the band&apos;s slow end: first token by %1 s, %2 tokens/s per user</source>
        <translation>只有区间的慢端也达标才算满足服务等级（SLO）：首 token 时延不超过 %1 秒，每用户 %2 token/s</translation>
    </message>
    <message>
        <source>the %1 cards given do not carry the load: it needs %2 cards (%3 replicas of %4)</source>
        <translation>给定的 %1 张卡承担不了该负载：需要 %2 张卡（%3 个副本，每个 %4 张）</translation>
    </message>
</context>
<context>
    <name>Atlas::TaskNames</name>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>pre-train</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>full FT</source>
        <translation>全参微调</translation>
    </message>
    <message>
        <source>freeze</source>
        <translation>冻结</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
</context>
<context>
    <name>Atlas::Tier</name>
    <message>
        <source>edge: designed for inference only</source>
        <translation>边缘推理：专为推理设计</translation>
    </message>
    <message>
        <source>edge: less than %1 GiB of memory</source>
        <translation>边缘推理：显存小于 %1 GiB</translation>
    </message>
    <message>
        <source>edge: TDP of %1 W or less</source>
        <translation>边缘推理：TDP 不超过 %1 W</translation>
    </message>
    <message>
        <source>flagship: at least %1 GiB, a scale-up link of at least %2 GB/s and at least %3 dense 16-bit TFLOPS</source>
        <translation>一线：显存至少 %1 GiB，scale-up 链路至少 %2 GB/s，稠密 16 位算力至少 %3 TFLOPS</translation>
    </message>
    <message>
        <source>memory below %1 GiB</source>
        <translation>显存低于 %1 GiB</translation>
    </message>
    <message>
        <source>no scale-up link of %1 GB/s</source>
        <translation>无 %1 GB/s 及以上的 scale-up 链路</translation>
    </message>
    <message>
        <source>production halted</source>
        <translation>已停产</translation>
    </message>
    <message>
        <source>value: %1</source>
        <translation>二线：%1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>scale-up link bandwidth unpublished</source>
        <translation>scale-up 链路带宽未公布</translation>
    </message>
    <message>
        <source>dense 16-bit throughput below %1 TFLOPS</source>
        <translation>稠密 16 位算力低于 %1 TFLOPS</translation>
    </message>
    <message>
        <source>dense 16-bit throughput unpublished</source>
        <translation>稠密 16 位算力未公布</translation>
    </message>
    <message>
        <source>value, provisionally: %1; every published figure meets the flagship test, so it may be flagship</source>
        <translation>暂列二线：%1；已公布的各项指标均满足一线门槛，可能属于一线</translation>
    </message>
</context>
<context>
    <name>Atlas::TierChartView</name>
    <message>
        <source>Memory per card (GiB, log scale)</source>
        <translation>单卡显存（GiB，对数坐标）</translation>
    </message>
    <message>
        <source>Dense TFLOPS at %1 (log scale)</source>
        <translation>%1 稠密 TFLOPS（对数坐标）</translation>
    </message>
    <message>
        <source>Domestic (China-made)</source>
        <translation>国产</translation>
    </message>
    <message>
        <source>Price unknown</source>
        <translation>价格未知</translation>
    </message>
    <message>
        <source>Bubble area: memory bandwidth (largest %1 GB/s).</source>
        <translation>气泡面积：显存带宽（最大 %1 GB/s）。</translation>
    </message>
    <message>
        <source>Bubble area: purchase price per card (largest %1); pale, small bubbles: price unknown.</source>
        <translation>气泡面积：单卡购置价（最高 %1）；浅色小气泡：价格未知。</translation>
    </message>
    <message>
        <source>* No %1 figure published: another format&apos;s rate is plotted (see the tooltip).</source>
        <translation>* 未公布 %1 数据：图中绘制的是其他精度格式的算力（见提示框）。</translation>
    </message>
    <message>
        <source>Not plotted (no dense %1 figure published): %2</source>
        <translation>未绘制（未公布 %1 稠密算力）：%2</translation>
    </message>
    <message>
        <source>Dense (non-sparse) vendor figures. Hover for specs, price and sources; click to compare.</source>
        <translation>厂商公布的稠密（非稀疏）算力。悬停查看规格、价格和来源；点击加入对比。</translation>
    </message>
    <message>
        <source>Accelerators by tier: memory vs dense %1 compute</source>
        <translation>加速卡梯队分布：显存与 %1 稠密算力</translation>
    </message>
    <message>
        <source>Use %1 in the scenario</source>
        <translation>在场景中使用“%1”</translation>
    </message>
    <message>
        <source>Add %1 to comparison</source>
        <translation>将“%1”加入对比</translation>
    </message>
    <message>
        <source>Bandwidth unpublished</source>
        <translation>带宽未公布</translation>
    </message>
    <message>
        <source>Bubble area: memory bandwidth (largest %1 GB/s); pale, small bubbles: bandwidth unpublished.</source>
        <translation>气泡面积：显存带宽（最大 %1 GB/s）；浅色小气泡：带宽未公布。</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between accelerator names in a list: &quot;、&quot; in Chinese</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>* No %1 figure published: another format&apos;s rate is plotted.</source>
        <translation>* 未公布 %1 数据：图中绘制的是其他精度格式的算力。</translation>
    </message>
    <message>
        <source>Dense (non-sparse) vendor figures; specs, prices and sources in the catalog&apos;s data sources.</source>
        <translation>厂商公布的稠密（非稀疏）算力；规格、价格与来源见数据目录的来源说明。</translation>
    </message>
</context>
<context>
    <name>Atlas::TierFilterBar</name>
    <message>
        <source>All vendors</source>
        <translation>全部厂商</translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation>厂商(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Tier:</source>
        <translation>梯队(&amp;T)：</translation>
    </message>
    <message>
        <source>All tiers</source>
        <translation>全部梯队</translation>
    </message>
    <message>
        <source>Domestic (国产) only</source>
        <translation>仅国产</translation>
    </message>
    <message>
        <source>Hide cards whose purchase price is above %1 per card (the budget divided by the card count). Cards without a known price stay visible.</source>
        <translation>隐藏单卡购置价高于 %1（预算除以卡数）的加速卡。价格未知的加速卡仍然显示。</translation>
    </message>
    <message>
        <source>The scenario has no budget</source>
        <translation>场景未设置预算</translation>
    </message>
    <message>
        <source>Bubble &amp;size:</source>
        <translation>气泡大小(&amp;S)：</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>购置价格</translation>
    </message>
    <message>
        <source>Purchase within budget per card</source>
        <translation>单卡购置价在预算内</translation>
    </message>
    <message>
        <source>All stacks</source>
        <translation>全部软件生态</translation>
    </message>
    <message>
        <source>S&amp;oftware:</source>
        <translation>软件生态(&amp;O)：</translation>
    </message>
    <message>
        <source>Only accelerators programmed through this software stack</source>
        <translation>仅显示使用该软件生态编程的加速卡</translation>
    </message>
    <message>
        <source>Available in this market</source>
        <translation>本市场可获得</translation>
    </message>
    <message>
        <source>Only accelerators that can be bought or rented in the scenario&apos;s market: in mainland China none that needs a US export licence</source>
        <translation>只显示在场景所选市场能采购或租用的加速卡：在中国大陆不含需要美国出口许可的</translation>
    </message>
    <message>
        <source>unknown tier-chart filter &quot;%1&quot; (domestic, market, ecosystem=KEY, vendor=NAME, tier=flagship|value|edge; an ecosystem or vendor must be in the catalog)</source>
        <translation>未知的梯队图筛选条件 &quot;%1&quot;（可用 domestic、market、ecosystem=KEY、vendor=NAME、tier=flagship|value|edge；软件生态和厂商须在目录中）</translation>
    </message>
</context>
<context>
    <name>Atlas::TierToolTip</name>
    <message>
        <source>Flagship</source>
        <translation>一线</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>二线</translation>
    </message>
    <message>
        <source>Edge / inference</source>
        <translation>边缘推理</translation>
    </message>
    <message>
        <source>FP16 (FP16 accumulate)</source>
        <translation>FP16（FP16 累加）</translation>
    </message>
    <message>
        <source>A (vendor document and a database agree)</source>
        <translation>A（厂商文档与数据库一致）</translation>
    </message>
    <message>
        <source>B (two secondary sources)</source>
        <translation>B（两个二手来源）</translation>
    </message>
    <message>
        <source>C (single source, vendor claim or derived)</source>
        <translation>C（单一来源、厂商宣称或推导值）</translation>
    </message>
    <message>
        <source>U (unverified)</source>
        <translation>U（未核实）</translation>
    </message>
    <message>
        <source>Domestic (China-made)</source>
        <translation>国产</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>%1 dense (%2 figure)</source>
        <translation>%1 稠密（%2 口径）</translation>
    </message>
    <message>
        <source>fallback: no %1 figure is published</source>
        <translation>回退值：未公布 %1 数据</translation>
    </message>
    <message>
        <source>not published: not plotted</source>
        <translation>未公布：不绘制</translation>
    </message>
    <message>
        <source>At %1</source>
        <translation>%1 算力</translation>
    </message>
    <message>
        <source>PCIe only</source>
        <translation>仅 PCIe</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>%1 W (estimate)</source>
        <translation>%1 W（估算）</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未公布</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>unknown (no purchase price in the catalog)</source>
        <translation>未知（目录中无购置价格）</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>购置</translation>
    </message>
    <message>
        <source>Rental</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>%1/卡时</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>梯队</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>另有 %n 条</numerusform>
        </translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>CUDA: native</source>
        <translation>CUDA：原生支持</translation>
    </message>
    <message>
        <source>CUDA: partly compatible (code is ported and rebuilt)</source>
        <translation>CUDA：部分兼容（代码需移植并重新编译）</translation>
    </message>
    <message>
        <source>CUDA: not compatible</source>
        <translation>CUDA：不兼容</translation>
    </message>
    <message>
        <source>unknown (not published)</source>
        <translation>未知（未公布）</translation>
    </message>
    <message>
        <source>bandwidth unknown</source>
        <translation>带宽未知</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>软件生态</translation>
    </message>
</context>
<context>
    <name>Atlas::TrText</name>
    <message>
        <source>language of this text: en</source>
        <translation>zh</translation>
    </message>
</context>
<context>
    <name>Atlas::Workload</name>
    <message>
        <source>the micro-batch must be at least 1, not %1</source>
        <translation>微批次大小至少为 1，当前为 %1</translation>
    </message>
    <message>
        <source>the sequence length must be at least 1 token, not %1</source>
        <translation>序列长度至少为 1 个 token，当前为 %1</translation>
    </message>
    <message>
        <source>the LoRA rank must be at least 1, not %1</source>
        <translation>LoRA 秩至少为 1，当前为 %1</translation>
    </message>
    <message>
        <source>freeze training needs at least one trainable layer</source>
        <translation>冻结训练至少需要一个可训练层</translation>
    </message>
    <message>
        <source>the context must be at least 1 token, not %1</source>
        <translation>上下文长度至少为 1 个 token，当前为 %1</translation>
    </message>
    <message>
        <source>the concurrency must be at least 1, not %1</source>
        <translation>并发数至少为 1，当前为 %1</translation>
    </message>
    <message>
        <source>the KV cache precision must be bf16, fp16, fp8 or int8, not %1</source>
        <translation>KV 缓存精度须为 bf16、fp16、fp8 或 int8，当前为 %1</translation>
    </message>
    <message>
        <source>gradients are kept in fp32, bf16 or fp16, not %1</source>
        <translation>梯度精度须为 fp32、bf16 或 fp16，当前为 %1</translation>
    </message>
    <message>
        <source>the quantisation group size cannot be negative</source>
        <translation>量化分组大小不能为负数</translation>
    </message>
    <message>
        <source>the number of GPUs must be at least 1, not %1</source>
        <translation>卡数至少为 1，当前为 %1</translation>
    </message>
    <message>
        <source>tensor parallelism must be at least 1, not %1</source>
        <translation>张量并行度至少为 1，当前为 %1</translation>
    </message>
    <message>
        <source>pipeline parallelism must be at least 1, not %1</source>
        <translation>流水线并行度至少为 1，当前为 %1</translation>
    </message>
    <message>
        <source>the ZeRO stage must be 0, 1, 2 or 3, not %1</source>
        <translation>ZeRO 阶段须为 0、1、2 或 3，当前为 %1</translation>
    </message>
    <message>
        <source>%1 GPUs cannot be split into tensor parallel %2 × pipeline parallel %3 groups; the GPU count must be a multiple of %4</source>
        <translation>%1 张卡无法划分为张量并行 %2 × 流水线并行 %3 的分组；卡数须为 %4 的倍数</translation>
    </message>
    <message>
        <source>ZeRO shards training state; it does not apply to inference</source>
        <translation>ZeRO 用于切分训练状态，不适用于推理</translation>
    </message>
    <message>
        <source>offloading parameters needs ZeRO stage 3</source>
        <translation>参数卸载需要 ZeRO-3</translation>
    </message>
    <message>
        <source>offloading the optimizer needs ZeRO stage 1 or higher</source>
        <translation>优化器卸载需要 ZeRO-1 或更高阶段</translation>
    </message>
    <message>
        <source>optimizer offload applies to training only</source>
        <translation>优化器卸载仅适用于训练</translation>
    </message>
    <message>
        <source>pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>freeze fine-tuning</source>
        <translation>冻结微调</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <translation>全量</translation>
    </message>
    <message>
        <source>optimizer state to CPU memory</source>
        <translation>优化器状态卸载到 CPU 内存</translation>
    </message>
    <message>
        <source>optimizer state and weights to CPU memory</source>
        <translation>优化器状态和权重卸载到 CPU 内存</translation>
    </message>
    <message>
        <source>all linear</source>
        <translation>全部线性层</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>注意力层</translation>
    </message>
    <message>
        <source>q and v</source>
        <translation>q 和 v</translation>
    </message>
    <message>
        <source>%1 needs a floating-point precision (fp32, tf32, bf16, fp16 or fp8), not %2; quantised weights are for inference and QLoRA</source>
        <translation>任务“%1”需要浮点精度（fp32、tf32、bf16、fp16 或 fp8），不能用 %2；量化权重只适用于推理和 QLoRA</translation>
    </message>
    <message>
        <source>activations offloaded to CPU memory</source>
        <translation>激活值卸载到 CPU 内存</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>none (frozen)</source>
        <translation>无（冻结）</translation>
    </message>
    <message>
        <source>QLoRA stores the base model in NF4 (bf16, fp16 or int4 as the precision) or in 8 bits (int8) and computes in 16 bits, not %1</source>
        <translation>QLoRA 以 NF4（精度选 bf16、fp16 或 int4 时）或 8 位（int8）存储基座模型，按 16 位计算，当前精度为 %1</translation>
    </message>
</context>
<context>
    <name>Atlas::YamlBounds</name>
    <message>
        <source>more than %1 aliases; aliases are capped to keep loading bounded</source>
        <translation>别名超过 %1 个；为控制加载开销，别名数量设有上限</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels; the depth is capped before parsing</source>
        <translation>嵌套深度超过 %1 层；解析前会限制嵌套深度</translation>
    </message>
    <message>
        <source>file is %1 bytes; files larger than %2 bytes are not read</source>
        <translation>文件大小为 %1 字节；大于 %2 字节的文件不予读取</translation>
    </message>
</context>
<context>
    <name>Atlas::YamlReader</name>
    <message>
        <source>more than %1 nodes after alias expansion; loading stopped</source>
        <translation>别名展开后节点数超过 %1，已停止加载</translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation>无效的 YAML：%1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>映射</translation>
    </message>
    <message>
        <source>the string &quot;%1&quot;</source>
        <translation>字符串 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot;</source>
        <translation>&quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a mapping, found %1</source>
        <translation>应为映射，实际为 %1</translation>
    </message>
    <message>
        <source>keys must be plain text</source>
        <translation>键必须为纯文本</translation>
    </message>
    <message>
        <source>key appears twice in the same mapping</source>
        <translation>同一映射中存在重复的键</translation>
    </message>
    <message>
        <source>unknown key, ignored</source>
        <translation>未知的键，已忽略</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>应为文本，实际为 %1</translation>
    </message>
    <message>
        <source>expected non-empty text, found an empty string</source>
        <translation>应为非空文本，实际为空字符串</translation>
    </message>
    <message>
        <source>%1, found %2</source>
        <translation>%1，实际为 %2</translation>
    </message>
    <message>
        <source>expected a positive number</source>
        <translation>应为正数</translation>
    </message>
    <message>
        <source>expected a number of at least %1</source>
        <translation>应为不小于 %1 的数值</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2</source>
        <translation>应为 %1 到 %2 之间的数值</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>应为 %1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>应为 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>expected a list of text, found %1</source>
        <translation>应为文本列表，实际为 %1</translation>
    </message>
    <message>
        <source>expected text in the list, found %1</source>
        <translation>列表项应为文本，实际为 %1</translation>
    </message>
    <message>
        <source>expected at least one entry, found an empty list</source>
        <translation>至少需要一项，实际为空列表</translation>
    </message>
    <message>
        <source>expected one of %1, found %2</source>
        <translation>应为 %1 之一，实际为 %2</translation>
    </message>
    <message>
        <source>expected at most %1 characters, found %2</source>
        <translation>最多 %1 个字符，实际为 %2 个</translation>
    </message>
    <message>
        <source>expected a positive number up to %1</source>
        <translation>应为不大于 %1 的正数</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>应为列表，实际为 %1</translation>
    </message>
    <message>
        <source>the string &quot;%1&quot; (a string, not a number: remove the quotes or the !!str tag)</source>
        <translation>字符串 &quot;%1&quot;（这是字符串而不是数值：请去掉引号或 !!str 标签）</translation>
    </message>
    <message>
        <source>expected one line of text without control characters</source>
        <translation>应为不含控制字符的单行文本</translation>
    </message>
    <message>
        <source>expected text without control characters (tab and line breaks are allowed)</source>
        <translation>应为不含控制字符的文本（允许制表符和换行）</translation>
    </message>
    <message>
        <source>%1, found %2 at character %3</source>
        <translation>%1，第 %3 个字符为 %2</translation>
    </message>
    <message>
        <source>a second YAML document starts here; a file holds one document (remove the &quot;---&quot; or &quot;...&quot; line, or split the file)</source>
        <translation>此处开始第二个 YAML 文档；一个文件只能包含一个文档（请删除 &quot;---&quot; 或 &quot;...&quot; 行，或拆分文件）</translation>
    </message>
    <message>
        <source>expected a list of %1 numbers, found %2</source>
        <translation>应为包含 %1 个数值的列表，实际为 %2</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation>%1 项</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2, found %3</source>
        <translation>应为 %1 到 %2 之间的数值，实际为 %3</translation>
    </message>
</context>
</TS>
