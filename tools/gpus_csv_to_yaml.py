#!/usr/bin/env python3
"""Generate resources/data/accelerators.yaml from the reference accelerator CSV.

The mechanical part (ids, every number, memory/ECC/software strings, sparse notes,
caveats, sources, confidence) is read from the CSV.  The hand-written part (display
names, form factor, availability, MFU class, seed tiers, dates of prices, TDP estimates,
the seed's CNY prices, seed-claim verdicts and the bilingual notes) lives in the tables
below, so rerunning the script regenerates exactly the committed file.

Usage (from anywhere):
    tools/gpus_csv_to_yaml.py [CSV] [-o OUT]          # write YAML to OUT or stdout
    tools/gpus_csv_to_yaml.py --check [CSV] [--yaml F] # validate F (default: the committed
                                                       # file) and compare it with a fresh
                                                       # generation from CSV
CSV defaults to ../shared/reference/gpus.csv relative to the repository root.

The tier is never written by hand: it is computed with the tier rule of docs/DATA.md
("The tier rule", Atlas::tierFor).  Where a seed document assigns a tier (SEED_TIER)
and the rule agrees, tier_basis is "seed"; where no seed assigns one it is "rule".
Where a seed assignment and the rule disagree, the rule's tier is written with
tier_basis "rule" and the disagreement is reported on stderr (and by --check).
"""

import argparse
import csv
import json
import math
import os
import re
import sys

import yaml

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_CSV = os.path.join(REPO_ROOT, "..", "shared", "reference", "gpus.csv")
DEFAULT_YAML = os.path.join(REPO_ROOT, "resources", "data", "accelerators.yaml")
EXPECTED_ENTRIES = 34

# --------------------------------------------------------------------------------------
# Schema (docs/DATA.md)
# --------------------------------------------------------------------------------------

FORM_FACTORS = {"sxm", "oam", "pcie", "pcie-workstation", "consumer", "cloud-chip"}
AVAILABILITY = {"shipping", "china-variant", "cloud-only", "halted", "discontinued"}
TIERS = {"flagship", "value", "edge"}
# How Chinese writes each vendor of gpus.csv (the filter list and tooltips show it).
VENDOR_ZH = {"AMD": "超威", "AWS": "亚马逊云科技", "Biren": "壁仞", "Google": "谷歌",
             "Huawei": "华为", "Hygon": "海光", "Intel (Habana)": "英特尔（Habana）",
             "NVIDIA": "英伟达"}
TIER_BASES = {"seed", "rule"}
CONFIDENCE = {"A", "B", "C", "U"}
VERDICTS = {"correct", "misleading", "wrong", "unsupported", "partly-wrong"}
TFLOPS_KEYS = ["fp32", "tf32", "bf16", "fp16", "fp16_fp16acc", "fp8", "int8", "fp4"]
REQUIRED = ["id", "vendor", "name_en", "name_zh", "form_factor", "memory_gib",
            "bandwidth_gbs", "tier", "confidence", "sources"]
KNOWN_KEYS = {
    "id", "vendor", "vendor_zh", "name_en", "name_zh", "architecture", "form_factor", "year",
    "memory_gib", "memory_type", "memory_note", "bandwidth_gbs", "tflops", "sparse_note",
    "interconnect", "pcie", "tdp_w", "tdp_estimate_w", "tdp_note", "ecc", "software",
    "domestic", "availability", "inference_only", "export_control", "tpp", "tier",
    "tier_basis", "mfu_class", "price", "confidence", "caveats", "seed_claims",
    "notes_en", "notes_zh", "sources",
}
PRICE_KEYS = {"purchase_usd", "purchase_basis", "purchase_date", "cloud_usd_per_hour",
              "cloud_basis", "cloud_date", "seed_cny"}
ID_RE = re.compile(r"^[a-z0-9][a-z0-9._-]*$")
DOMESTIC_VENDORS = {"Huawei", "Biren", "Hygon"}

# CSV column -> tflops key.  fp8_tflops_dense is the FP32-accumulate rate (GeForce
# halves it relative to FP16 accumulate); fp8_tflops_dense_fp16acc has no schema key.
TFLOPS_COLUMNS = [
    ("fp32", "fp32_tflops_nontensor"),
    ("tf32", "tf32_tflops_dense"),
    ("bf16", "bf16_tflops_dense"),
    ("fp16", "fp16_tflops_dense_fp32acc"),
    ("fp16_fp16acc", "fp16_tflops_dense_fp16acc"),
    ("fp8", "fp8_tflops_dense"),
    ("int8", "int8_tops_dense"),
    ("fp4", "fp4_tflops_dense"),
]

# Cell texts that mean "no value" (read as null, never as zero).
NULL_TEXTS = {"", "n/a", "n/p", "na", "unverified", "not verified", "not published", "-", "–"}


def tier_for(entry):
    """The tier rule of docs/DATA.md (Atlas::tierFor), checked in order."""
    mem = entry.get("memory_gib")
    tdp = entry.get("tdp_w")
    if entry.get("inference_only") or (mem is not None and mem < 24) or \
            (tdp is not None and tdp <= 75):
        return "edge"
    ic = (entry.get("interconnect") or {}).get("gbs")
    tf = entry.get("tflops") or {}
    sixteen = [v for v in (tf.get("bf16"), tf.get("fp16")) if v is not None]
    peak16 = max(sixteen) if sixteen else None
    if mem is not None and mem >= 40 and ic is not None and ic >= 300 and \
            peak16 is not None and peak16 >= 250 and entry.get("availability") != "halted":
        return "flagship"
    return "value"


# --------------------------------------------------------------------------------------
# Hand-written tables
# --------------------------------------------------------------------------------------

MFU_CLASSES = [
    ("nvidia-datacenter", 0.40,
     "Meta's Llama 3 paper reports 38-43 % BF16 MFU for 405B pre-training on 8k-16k H100s; "
     "Korthikanti et al. report 54.2 % MFU for a 530B GPT model on 2,240 A100s. 0.40 is a "
     "round, slightly conservative default for NVLink/NVSwitch-connected datacenter GPUs.",
     ["https://arxiv.org/abs/2407.21783 (The Llama 3 Herd of Models, Table 4)",
      "https://arxiv.org/abs/2205.05198 (Korthikanti et al., Reducing Activation Recomputation in Large Transformer Models)"]),
    ("nvidia-workstation", 0.35,
     "Assumption (no published MFU): PCIe professional and PCIe datacenter cards without "
     "NVSwitch (RTX A6000, RTX 6000 Ada, L40S, L4, A10) - at most a 2-way NVLink bridge, "
     "lower sustained clocks - so a little below nvidia-datacenter.",
     ["assumption (derated from nvidia-datacenter)"]),
    ("nvidia-consumer", 0.30,
     "Assumption (no published MFU): GeForce cards, PCIe only (no NVLink on Ada/Blackwell), "
     "consumer cooling and power limits; the peak used is the FP32-accumulate tensor rate.",
     ["assumption (derated from nvidia-datacenter)"]),
    ("amd-instinct", 0.30,
     "stas00 measured the maximum achievable BF16 matmul on MI300X/MI325X at about 51-60 % of "
     "peak; end-to-end training MFU is lower than matmul efficiency, so 0.30 (partly an "
     "assumption).",
     ["https://github.com/stas00/ml-engineering/blob/master/compute/accelerator/README.md"]),
    ("intel-gaudi", 0.40,
     "stas00 measured maximum achievable BF16 matmul at about 97 % of peak on Gaudi 2 and "
     "74-78 % on Gaudi 3; no public end-to-end MFU was found, so the nvidia-datacenter "
     "default 0.40 is assumed.",
     ["https://github.com/stas00/ml-engineering/blob/master/compute/accelerator/README.md"]),
    ("domestic", 0.30,
     "Assumption: no public MFU measurements for Huawei Ascend, Biren or Hygon parts; peak "
     "figures are vendor claims (CSET: Huawei changed how it counts the 910B peak) and the "
     "software stacks are less mature.",
     ["assumption"]),
    ("google-tpu", 0.45,
     "PaLM 540B was trained on 6,144 TPU v4 chips at 46.2 % MFU (Chowdhery et al. 2022, "
     "Table 3); 0.45 is assumed for the other TPU generations.",
     ["https://arxiv.org/abs/2204.02311 (PaLM: Scaling Language Modeling with Pathways)"]),
    ("aws", 0.35,
     "Assumption: no public MFU found for Trainium2 or Inferentia2.",
     ["assumption"]),
]

# Tiers the seed documents assign (see docs/DATA.md and the seeds in ../shared/seeds/).
SEED_TIER = {
    # seed 000 ch. 2 (一线): H100/H200, A100 (40GB/80GB), MI300X, Ascend 910B;
    # case C uses H800 as "H100的中国特供版".
    "nvidia-h100-sxm5-80gb": "flagship",
    "nvidia-h100-pcie-80gb": "flagship",
    "nvidia-h200-sxm-141gb": "flagship",
    "nvidia-h800-sxm5-80gb": "flagship",
    "nvidia-a100-sxm4-40gb": "flagship",
    "nvidia-a100-sxm4-80gb": "flagship",
    "amd-mi300x": "flagship",
    "huawei-ascend-910b": "flagship",
    # seed 000 ch. 3 (二线) and case A (3090); BR100/Hygon are excluded from 一线 by the
    # ch. 2 conclusion ("昇腾910B集群是目前唯一进入一线梯队的国产方案").
    "nvidia-rtx-4090": "value",
    "nvidia-rtx-5090": "value",
    "nvidia-l40s": "value",
    "nvidia-rtx-a6000": "value",
    "nvidia-a10": "value",
    "nvidia-v100-sxm2-32gb": "value",
    "nvidia-rtx-3090": "value",
    "biren-br100": "value",
    "hygon-dcu-z100": "value",
    "hygon-dcu-k100-ai": "value",
    # seed 000 7.1 (inference cards) and seed 003 (推理专用/边缘推理, 推理部署, 轻量级开发,
    # 推理优化).
    "nvidia-l4": "edge",
    "nvidia-rtx-4080": "edge",
    "nvidia-rtx-4070-ti": "edge",
    "google-tpu-v5e": "edge",
    "aws-inferentia2": "edge",
}

S003_CONSUMER = "seed 003 消费级 GPU 表“参考价格”"
S003_PRO = "seed 003 专业级 GPU 表“参考价格”"

SEED_CLAIM_4090 = {
    "claim_zh": "RTX 4090：24GB GDDR6X显存，FP16算力约为330 TFLOPS（借助Tensor Core）……单卡FP16算力甚至超过A100",
    "verdict": "misleading",
    "correction_en": "330.3 TFLOPS is dense FP16 with FP16 accumulate (or FP32 accumulate with 2:4 "
                     "sparsity). With FP32 accumulate, which mixed-precision training uses, dense "
                     "FP16/BF16 is 165.2 TFLOPS - about half of A100's 312, not more.",
    "correction_zh": "330.3 TFLOPS是FP16累加口径下的稠密算力（或FP32累加口径下含2:4稀疏的数字）。"
                     "混合精度训练使用FP32累加，此时稠密FP16/BF16算力为165.2 TFLOPS，约为A100"
                     "（312 TFLOPS）的一半，并未超过A100。",
}
SEED_CLAIM_MI300X = {
    "claim_zh": "在LLaMA-2 70B模型推理中，MI300X的延迟比A100低35%",
    "verdict": "unsupported",
    "correction_en": "No such AMD claim was found. AMD's December-2023 vendor claims compared MI300X "
                     "with H100, not A100 (1.4x at launch with vLLM, then 2.1x in a rebuttal), and "
                     "NVIDIA disputed them (TensorRT-LLM, FP8). These are vendor-run benchmarks, not "
                     "a specification.",
    "correction_zh": "未找到AMD有此说法。AMD在2023年12月公布的厂商数据对比的是H100而非A100（发布会上"
                     "基于vLLM称快1.4倍，随后在回应中称快2.1倍），英伟达对此提出异议（使用TensorRT-LLM"
                     "和FP8）。这些都是厂商自测结果，不能当作规格参数。",
}
SEED_CLAIM_910B = {
    "claim_zh": "华为昇腾910B：达芬奇架构，FP16算力可达256 TFLOPS，接近A100水平",
    "verdict": "wrong",
    "correction_en": "256 TFLOPS FP16 is the original 2019 Ascend 910. The 910B variants are rated "
                     "280-400 TFLOPS FP16 (910B2: 376); Huawei publishes no datasheet, and CSET notes "
                     "part of the increase comes from a changed peak calculation. 'Close to A100' "
                     "comes from Huawei/iFlytek statements and press reports (about 80 % of A100 in "
                     "some LLM tests, +20 % in others) and is not independently verified.",
    "correction_zh": "256 TFLOPS FP16是2019年初代昇腾910的指标。910B各型号的FP16算力为280–400 TFLOPS"
                     "（910B2为376）；华为未公开数据手册，CSET指出其中部分提升来自峰值计算方法的改变。"
                     "“接近A100”出自华为、科大讯飞的表态和媒体报道（部分大模型测试约为A100的80%，"
                     "另一些测试高出20%），未经独立验证。",
}
SEED_CLAIM_BR100 = {
    "claim_zh": "BR100 FP16算力宣称达到1024 TFLOPS峰值",
    "verdict": "partly-wrong",
    "correction_en": "Biren's 1,024 TFLOPS launch figure is BF16 (vendor peak, sparsity not stated); "
                     "no separate FP16 rate has been published.",
    "correction_zh": "壁仞公布的1,024 TFLOPS是BF16峰值（厂商数据，未说明是否含稀疏），并未单独公布"
                     "FP16算力。",
}
SEED_CLAIM_A10 = {
    "claim_zh": "NVIDIA A10：24GB显存，性能约为A100的一半",
    "verdict": "wrong",
    "correction_en": "24 GB GDDR6 is right, but 'half of A100' overstates it: dense BF16 125 vs 312 "
                     "TFLOPS (40 %), bandwidth 600 vs 1,555-2,039 GB/s (29-39 %), memory 24 vs "
                     "40/80 GB (30-60 %), and no NVLink or MIG, so no A100-class scale-out.",
    "correction_zh": "24 GB GDDR6显存没错，但“约为A100的一半”高估了A10：稠密BF16为125对312 TFLOPS"
                     "（40%），显存带宽为600对1,555–2,039 GB/s（29–39%），显存容量为24对40/80 GB"
                     "（30–60%），且没有NVLink和MIG，无法像A100那样多卡扩展。",
}
SEED_CLAIM_V100_TC = {
    "claim_zh": "NVIDIA V100（32GB）虽然已是上一代产品（不支持FP16的Tensor Core加速在某些新架构下的极致表现）",
    "verdict": "wrong",
    "correction_en": "V100 introduced Tensor Cores: 640 of them, FP16 multiply with FP32 accumulate, "
                     "125 TFLOPS on SXM2 (112 on PCIe). What V100 lacks is BF16, TF32, FP8 and INT8 "
                     "tensor support.",
    "correction_zh": "V100正是首款引入Tensor Core的GPU：共640个，支持FP16乘法、FP32累加，SXM2版为"
                     "125 TFLOPS（PCIe版为112 TFLOPS）。V100缺少的是BF16、TF32、FP8和INT8的张量运算"
                     "支持。",
}
SEED_CLAIM_V100_PRICE = {
    "claim_zh": "但在二手市场价格极具竞争力（约4000-6000美元）",
    "verdict": "unsupported",
    "correction_en": "No source supports $4,000-6,000. New list prices were about $10.7-11.5k "
                     "(2017-18); 2026 community reports put a used V100 32 GB at about $200-450 and "
                     "an SXM2 16 GB at $56-99 (user-generated, weakly sourced).",
    "correction_zh": "4000–6000美元的说法没有依据。新卡标价约1.07万–1.15万美元（2017–2018年）；2026年"
                     "的社区报价显示，二手V100 32 GB约200–450美元，SXM2 16 GB约56–99美元（用户自发"
                     "报价，来源较弱）。",
}

RUNPOD_SERVERLESS_DATE = "2026"  # docs.runpod.io page is undated (2025-26 snapshot)

# Per-entry hand-written fields.  Keys:
#   name_en, name_zh, form_factor, availability, mfu_class   (required)
#   inference_only, memory_note, tdp_estimate_w, tdp_note, purchase_date, cloud_date,
#   seed_cny, seed_claims, caveats_extra, notes_en, notes_zh  (optional)
HAND = {
    "nvidia-h100-sxm5-80gb": dict(
        name_en="NVIDIA H100 SXM5 80GB", name_zh="英伟达 H100 SXM5 80GB",
        form_factor="sxm", availability="shipping", mfu_class="nvidia-datacenter",
        tdp_note="Up to 700 W (configurable).",
        purchase_date="2023-05", cloud_date="2025-01",
        seed_cny={"low": 200000, "high": None,
                  "note": S003_PRO + "：H100 80GB ￥200,000+（未区分SXM/PCIe）"},
        notes_en="The reference training GPU: dense BF16 989 TFLOPS. NVIDIA's datasheet headlines "
                 "(1,979 BF16 / 3,958 FP8) include 2:4 sparsity; never compare them with dense figures.",
        notes_zh="大模型训练的基准卡：稠密BF16为989 TFLOPS。英伟达规格表上的1,979（BF16）/3,958（FP8）"
                 "TFLOPS含2:4稀疏，不能与稠密数字直接比较。"),
    "nvidia-h100-pcie-80gb": dict(
        name_en="NVIDIA H100 PCIe 80GB", name_zh="英伟达 H100 PCIe 80GB",
        form_factor="pcie", availability="shipping", mfu_class="nvidia-datacenter",
        tdp_note="Product brief PB-11133-001: maximum 350 W; datasheet mirror: 300-350 W.",
        notes_en="Not the SXM chip configuration: 114 SMs, HBM2e at 2.0 TB/s, 350 W. Multi-GPU links "
                 "only through a 2-way NVLink bridge (600 GB/s), no NVSwitch.",
        notes_zh="与SXM版配置不同：114个SM、HBM2e显存（2.0 TB/s）、350 W。多卡互联只能通过双卡NVLink桥"
                 "（600 GB/s），没有NVSwitch。"),
    "nvidia-h200-sxm-141gb": dict(
        name_en="NVIDIA H200 SXM 141GB", name_zh="英伟达 H200 SXM 141GB",
        form_factor="sxm", availability="shipping", mfu_class="nvidia-datacenter",
        memory_note="141 GB usable (144 GB physical HBM3e).",
        tdp_note="Up to 700 W (SXM); the H200 NVL PCIe card is up to 600 W (secondary sources).",
        cloud_date="2025-01",
        seed_cny={"low": 250000, "high": None, "note": S003_PRO + "：H200 141GB ￥250,000+"},
        notes_en="Same GH100 compute as the H100 SXM; the gain is memory: 141 GB HBM3e at 4.8 TB/s "
                 "(+43 % bandwidth), which mainly speeds up memory-bound LLM decoding.",
        notes_zh="算力与H100 SXM相同，提升在显存：141 GB HBM3e、4.8 TB/s（带宽提高约43%），主要利好受"
                 "显存带宽限制的大模型推理解码。"),
    "nvidia-h800-sxm5-80gb": dict(
        name_en="NVIDIA H800 SXM5 80GB (China)", name_zh="英伟达 H800 SXM5 80GB（中国特供版）",
        form_factor="sxm", availability="china-variant", mfu_class="nvidia-datacenter",
        notes_en="China-only H100 SXM derivative: same tensor compute, NVLink cut to 400 GB/s (from 900) "
                 "to pass the Oct-2022 rule; exports ended with the Oct-2023 rule. Seed 000 case C uses "
                 "it as the H100's China version; DeepSeek-V3 was reportedly trained on H800s.",
        notes_zh="H100 SXM的中国特供版：张量算力相同，NVLink带宽由900 GB/s削减到400 GB/s，以符合2022年"
                 "10月的出口管制规则；2023年10月新规出台后停止出口。种子文档案例C将其作为H100的中国版；"
                 "据报道DeepSeek-V3即在H800上训练。"),
    "nvidia-h20-96gb": dict(
        name_en="NVIDIA H20 96GB (China)", name_zh="英伟达 H20 96GB（中国特供版）",
        form_factor="sxm", availability="china-variant", mfu_class="nvidia-datacenter",
        purchase_date="2024",
        notes_en="China-specific Hopper cut to stay under the Oct-2023 TPP threshold: dense BF16 only "
                 "148 TFLOPS (15 % of H100), but 96 GB HBM3 at 4.0 TB/s and full 900 GB/s NVLink - "
                 "strong for memory-bound inference, weak for training.",
        notes_zh="为低于2023年10月新规TPP阈值而设计的中国特供Hopper：稠密BF16仅148 TFLOPS（约为H100的"
                 "15%），但有96 GB HBM3（4.0 TB/s）和完整的900 GB/s NVLink——适合受显存带宽限制的推理，"
                 "不适合大规模训练。"),
    "nvidia-b200": dict(
        name_en="NVIDIA B200 SXM 180GB", name_zh="英伟达 B200 SXM 180GB",
        form_factor="sxm", availability="shipping", mfu_class="nvidia-datacenter",
        memory_note="180 GB usable per NVIDIA HGX/MIG pages; 192 GB physical per launch material.",
        cloud_date=RUNPOD_SERVERLESS_DATE,
        notes_en="Two-die Blackwell: dense BF16 2,250 / FP8 4,500 / FP4 9,000 TFLOPS at 1,000 W; NVLink 5 "
                 "at 1.8 TB/s. Memory (180 vs 192 GB) and bandwidth (8.0 vs 7.7 TB/s) differ between "
                 "NVIDIA documents.",
        notes_zh="双芯粒Blackwell：稠密BF16 2,250、FP8 4,500、FP4 9,000 TFLOPS，功耗1,000 W；NVLink 5带宽"
                 "1.8 TB/s。英伟达不同文档中的显存（180 GB与192 GB）和带宽（8.0与7.7 TB/s）不一致。"),
    "nvidia-gb200-per-gpu": dict(
        name_en="NVIDIA GB200 (per Blackwell GPU)", name_zh="英伟达 GB200（按单颗 Blackwell GPU 计）",
        form_factor="sxm", availability="shipping", mfu_class="nvidia-datacenter",
        tdp_note="~1,200 W per GPU from Epoch/Verda, not an NVIDIA per-GPU datasheet.",
        notes_en="Figures are per Blackwell GPU of a GB200 superchip (1 Grace CPU + 2 GPUs), sold as NVL72 "
                 "racks with a 72-GPU NVLink domain. The NVL72 headline '1,440 PF FP4' is a sparse rack "
                 "total.",
        notes_zh="数值按GB200超级芯片（1颗Grace CPU + 2颗GPU）中的单颗Blackwell GPU计，以NVL72整机柜形式"
                 "销售，72颗GPU同处一个NVLink域。NVL72宣传的“1,440 PF FP4”是含稀疏的整柜总量。"),
    "nvidia-a100-sxm4-40gb": dict(
        name_en="NVIDIA A100 SXM4 40GB", name_zh="英伟达 A100 SXM4 40GB",
        form_factor="sxm", availability="shipping", mfu_class="nvidia-datacenter",
        purchase_date="2022-05", cloud_date="2025-05",
        seed_cny={"low": 80000, "high": 120000,
                  "note": S003_PRO + "：A100 40/80GB 共用 ￥80,000-120,000"},
        notes_en="Dense BF16/FP16 312 TFLOPS (624 is the sparse figure), no FP8. Seed 000 lists "
                 "'A100 40GB/80GB' in its flagship chapter ('the tail of the flagship tier'); with 40 GB "
                 "it needs twice the cards of the 80 GB part for the same model.",
        notes_zh="稠密BF16/FP16为312 TFLOPS（624为含稀疏的数字），不支持FP8。种子文档第二章把“A100 "
                 "40GB/80GB”列入一线（“一线尾部”）；40 GB版训练同一模型需要的卡数约为80 GB版的两倍。"),
    "nvidia-a100-sxm4-80gb": dict(
        name_en="NVIDIA A100 SXM4 80GB", name_zh="英伟达 A100 SXM4 80GB",
        form_factor="sxm", availability="shipping", mfu_class="nvidia-datacenter",
        cloud_date=RUNPOD_SERVERLESS_DATE,
        seed_cny={"low": 80000, "high": 120000,
                  "note": S003_PRO + "：A100 40/80GB 共用 ￥80,000-120,000"},
        notes_en="Seed 000 calls it the minimum bar for 100B-class training and the gold standard for "
                 "full fine-tuning of 13B models; dense BF16 312 TFLOPS, HBM2e 2,039 GB/s, NVLink 600 GB/s.",
        notes_zh="种子文档称其为千亿级模型训练的“最低门槛”、13B模型全参数微调的“黄金标准”；稠密BF16 "
                 "312 TFLOPS，HBM2e带宽2,039 GB/s，NVLink 600 GB/s。"),
    "nvidia-a800-sxm4-80gb": dict(
        name_en="NVIDIA A800 SXM4 80GB (China)", name_zh="英伟达 A800 SXM4 80GB（中国特供版）",
        form_factor="sxm", availability="china-variant", mfu_class="nvidia-datacenter",
        tdp_note="SXM 400 W; PCIe 300 W per Reuters/tweakers (TechPowerUp lists 250 W).",
        notes_en="China variant of the A100 80GB: identical except NVLink cut to 400 GB/s (NVIDIA "
                 "statement); barred by the Oct-2023 rule (TPP 4,992 >= 4,800). The '70 % of A100' "
                 "rumour is unverified.",
        notes_zh="A100 80GB的中国特供版：据英伟达声明，除NVLink降到400 GB/s外与A100相同；因TPP 4,992 ≥ "
                 "4,800，2023年10月新规后被禁止出口。“算力只有A100的70%”的传闻未经证实。"),
    "nvidia-l40s": dict(
        name_en="NVIDIA L40S 48GB", name_zh="英伟达 L40S 48GB",
        form_factor="pcie", availability="shipping", mfu_class="nvidia-workstation",
        cloud_date=RUNPOD_SERVERLESS_DATE,
        seed_cny={"low": 40000, "high": 50000, "note": S003_PRO + "：L40S 48GB ￥40,000-50,000"},
        notes_en="Ada datacenter card: 48 GB GDDR6 with ECC, dense BF16 362 TFLOPS (733 and 1,466 are "
                 "sparse), no NVLink or MIG. Good for inference and single-node fine-tuning, weak for "
                 "multi-node training.",
        notes_zh="Ada架构数据中心卡：48 GB带ECC的GDDR6，稠密BF16 362 TFLOPS（733和1,466为稀疏数字），"
                 "无NVLink、无MIG。适合推理和单机微调，不适合多机训练。"),
    "nvidia-l4": dict(
        name_en="NVIDIA L4 24GB", name_zh="英伟达 L4 24GB",
        form_factor="pcie", availability="shipping", mfu_class="nvidia-workstation",
        cloud_date=RUNPOD_SERVERLESS_DATE,
        seed_cny={"low": 15000, "high": 20000, "note": S003_PRO + "：L4 24GB ￥15,000-20,000"},
        notes_en="72 W low-profile inference card (video and model serving). Memory bandwidth is only "
                 "300 GB/s, so LLM decoding is slow relative to its compute.",
        notes_zh="72 W半高推理卡（视频处理与模型推理）。显存带宽只有300 GB/s，大模型解码速度相对其算力"
                 "明显偏慢。"),
    "nvidia-a10": dict(
        name_en="NVIDIA A10 24GB", name_zh="英伟达 A10 24GB",
        form_factor="pcie", availability="shipping", mfu_class="nvidia-workstation",
        purchase_date="2021-04",
        seed_claims=[SEED_CLAIM_A10],
        notes_en="24 GB inference card common in Chinese clouds; about 40 % of A100's BF16 throughput "
                 "and 29-39 % of its bandwidth. AWS G5 instances use the different A10G.",
        notes_zh="国内云厂商常见的24 GB推理卡；BF16算力约为A100的40%，显存带宽为其29–39%。AWS G5实例"
                 "使用的是规格不同的A10G。"),
    "nvidia-rtx-a6000": dict(
        name_en="NVIDIA RTX A6000 48GB", name_zh="英伟达 RTX A6000 48GB",
        form_factor="pcie-workstation", availability="shipping", mfu_class="nvidia-workstation",
        purchase_date="2020-10", cloud_date=RUNPOD_SERVERLESS_DATE,
        notes_en="48 GB GDDR6 with ECC and a 2-way NVLink bridge (112.5 GB/s); dense BF16 154.8 TFLOPS "
                 "(the 309.7 'tensor performance' headline is sparse).",
        notes_zh="48 GB带ECC的GDDR6，支持双卡NVLink桥（112.5 GB/s）；稠密BF16为154.8 TFLOPS（宣传的"
                 "309.7 TFLOPS“Tensor性能”是稀疏数字）。"),
    "nvidia-rtx-6000-ada": dict(
        name_en="NVIDIA RTX 6000 Ada Generation 48GB", name_zh="英伟达 RTX 6000 Ada 48GB",
        form_factor="pcie-workstation", availability="shipping", mfu_class="nvidia-workstation",
        purchase_date="2022-12", cloud_date=RUNPOD_SERVERLESS_DATE,
        notes_en="Workstation twin of the L40S (AD102, 48 GB ECC) at 300 W, no NVLink. The datasheet's "
                 "'1,457 TFLOPS' is FP8 with sparsity; TF32 and INT8 here are derived.",
        notes_zh="L40S的工作站版本（同为AD102、48 GB ECC显存），功耗300 W，无NVLink。规格表中的"
                 "“1,457 TFLOPS”是含稀疏的FP8数字；本表的TF32和INT8为推算值。"),
    "nvidia-v100-sxm2-32gb": dict(
        name_en="NVIDIA Tesla V100 SXM2 32GB", name_zh="英伟达 Tesla V100 SXM2 32GB",
        form_factor="sxm", availability="discontinued", mfu_class="nvidia-datacenter",
        tdp_note="SXM2 300 W; PCIe 250 W.",
        purchase_date="2018",
        seed_claims=[SEED_CLAIM_V100_TC, SEED_CLAIM_V100_PRICE],
        notes_en="First GPU with Tensor Cores (FP16 multiply / FP32 accumulate, 125 TFLOPS), but no BF16, "
                 "TF32, FP8 or INT8 tensor support: BF16 recipes must fall back to FP16 with loss scaling. "
                 "No longer sold new; used and legacy fleets only. The price is the 2018 new price.",
        notes_zh="首款配备Tensor Core的GPU（FP16乘、FP32累加，125 TFLOPS），但不支持BF16、TF32、FP8和"
                 "INT8张量运算：BF16训练方案需退回FP16并配合损失缩放。已不再有新卡销售，只有二手和存量"
                 "设备。表中价格为2018年新卡价格。"),
    "nvidia-rtx-5090": dict(
        name_en="NVIDIA GeForce RTX 5090 32GB", name_zh="英伟达 GeForce RTX 5090 32GB",
        form_factor="consumer", availability="shipping", mfu_class="nvidia-consumer",
        purchase_date="2025-01", cloud_date="2026-03",
        notes_en="Training-relevant dense BF16 (FP32 accumulate) is 209.5 TFLOPS, 27 % above the RTX 4090 "
                 "(not the 50 %+ seed 000 expected); FP16-accumulate 419 and '3,352 AI TOPS' (FP4 sparse) "
                 "are not training figures. No NVLink; the 4090's driver ECC toggle was removed. FP8 with "
                 "FP16 accumulate: 838 TFLOPS.",
        notes_zh="训练口径的稠密BF16（FP32累加）为209.5 TFLOPS，比RTX 4090高27%（并非种子文档预计的50%"
                 "以上）；FP16累加口径的419 TFLOPS和“3,352 AI TOPS”（FP4稀疏）都不是训练口径。无NVLink，"
                 "且取消了4090上的驱动级ECC开关。FP8（FP16累加）为838 TFLOPS。"),
    "nvidia-rtx-4090": dict(
        name_en="NVIDIA GeForce RTX 4090 24GB", name_zh="英伟达 GeForce RTX 4090 24GB",
        form_factor="consumer", availability="shipping", mfu_class="nvidia-consumer",
        purchase_date="2022-10", cloud_date=RUNPOD_SERVERLESS_DATE,
        seed_cny={"low": 15000, "high": 18000, "note": S003_CONSUMER + "：RTX 4090 ￥15,000-18,000"},
        seed_claims=[SEED_CLAIM_4090],
        notes_en="No NVLink (removed on Ada), so multi-GPU traffic goes over PCIe. The often-quoted "
                 "330 TFLOPS is FP16 with FP16 accumulate, 2x the training figure: with FP32 accumulate "
                 "dense FP16/BF16 is 165.2 TFLOPS. FP8 with FP16 accumulate: 660.6 TFLOPS.",
        notes_zh="无NVLink（Ada架构已取消），多卡通信只能走PCIe。常被引用的330 TFLOPS是FP16累加口径，是"
                 "训练口径的2倍：FP32累加下稠密FP16/BF16为165.2 TFLOPS。FP8（FP16累加）为660.6 TFLOPS。"),
    "nvidia-rtx-4080": dict(
        name_en="NVIDIA GeForce RTX 4080 16GB", name_zh="英伟达 GeForce RTX 4080 16GB",
        form_factor="consumer", availability="shipping", mfu_class="nvidia-consumer",
        purchase_date="2022-11",
        seed_cny={"low": 9000, "high": 11000, "note": S003_CONSUMER + "：RTX 4080 ￥9,000-11,000"},
        notes_en="16 GB is the binding limit: small or quantized models, mostly inference. Tensor rates "
                 "are derived from Ada ratios; FP16 accumulate (194.9) is 2x the FP32-accumulate training "
                 "figure.",
        notes_zh="16 GB显存是主要瓶颈：适合小模型或量化模型，以推理为主。张量算力按Ada架构比例推算；"
                 "FP16累加口径（194.9 TFLOPS）是训练所用FP32累加口径的2倍。"),
    "nvidia-rtx-4070-ti": dict(
        name_en="NVIDIA GeForce RTX 4070 Ti 12GB", name_zh="英伟达 GeForce RTX 4070 Ti 12GB",
        form_factor="consumer", availability="shipping", mfu_class="nvidia-consumer",
        purchase_date="2023-01",
        seed_cny={"low": 6000, "high": 7000, "note": S003_CONSUMER + "：RTX 4070 Ti ￥6,000-7,000"},
        notes_en="12 GB GDDR6X: entry-level local development and small-model inference. All tensor "
                 "figures are derived (60 SMs x 2.61 GHz), not read from NVIDIA documents.",
        notes_zh="12 GB GDDR6X：适合入门级本地开发和小模型推理。所有张量算力均为推算值（60个SM × "
                 "2.61 GHz），并非取自英伟达文档。"),
    "nvidia-rtx-3090": dict(
        name_en="NVIDIA GeForce RTX 3090 24GB", name_zh="英伟达 GeForce RTX 3090 24GB",
        form_factor="consumer", availability="discontinued", mfu_class="nvidia-consumer",
        purchase_date="2020-09", cloud_date=RUNPOD_SERVERLESS_DATE,
        seed_cny={"low": 5000, "high": 8000,
                  "note": S003_CONSUMER + "：RTX 3090 ￥5,000-8,000（“二手市场充足”）"},
        notes_en="Last GeForce with an NVLink bridge (112.5 GB/s); 24 GB at 936 GB/s makes it the cheap "
                 "used-market card for QLoRA fine-tuning. Dense BF16 (FP32 accumulate) 71.2 TFLOPS. "
                 "Replaced by the RTX 40 series; the price is the 2020 launch MSRP.",
        notes_zh="最后一款支持NVLink桥（112.5 GB/s）的GeForce显卡；24 GB显存、936 GB/s带宽，是二手市场上"
                 "做QLoRA微调的低价选择。稠密BF16（FP32累加）为71.2 TFLOPS。已被RTX 40系列取代，表中"
                 "价格为2020年首发建议零售价。"),
    "amd-mi300x": dict(
        name_en="AMD Instinct MI300X 192GB", name_zh="超威 Instinct MI300X 192GB",
        form_factor="oam", availability="shipping", mfu_class="amd-instinct",
        memory_note="192 GB printed by AMD (192 GiB in the ROCm spec table).",
        seed_claims=[SEED_CLAIM_MI300X],
        notes_en="192 GB HBM3 at 5.3 TB/s (2.4x the H100's capacity) holds a 70B model's 16-bit weights on "
                 "one card. Peak BF16 is 1,307 TFLOPS, but measured achievable BF16 matmul is only ~51-60 % "
                 "of peak (stas00), and ROCm still carries a porting cost.",
        notes_zh="192 GB HBM3、5.3 TB/s（容量为H100的2.4倍），单卡即可装下70B模型的16位权重。BF16峰值为"
                 "1,307 TFLOPS，但实测可达的BF16矩阵乘仅为峰值的约51–60%（stas00），且迁移到ROCm仍有"
                 "成本。"),
    "amd-mi325x": dict(
        name_en="AMD Instinct MI325X 256GB", name_zh="超威 Instinct MI325X 256GB",
        form_factor="oam", availability="shipping", mfu_class="amd-instinct",
        notes_en="Same CDNA 3 compute as the MI300X with 256 GB HBM3e at 6.0 TB/s and 1,000 W; the "
                 "896 GB/s Infinity Fabric figure is assumed equal to the MI300X.",
        notes_zh="算力与MI300X相同（CDNA 3），显存升级为256 GB HBM3e、6.0 TB/s，功耗1,000 W；896 GB/s的"
                 "Infinity Fabric带宽按MI300X推定。"),
    "huawei-ascend-910b": dict(
        name_en="Huawei Ascend 910B", name_zh="华为昇腾 910B",
        form_factor="oam", availability="shipping", mfu_class="domestic",
        memory_note="64 GB HBM2e for 910B1-B3; the 910B4 has 32 GB at ~800 GB/s.",
        tdp_note="~400 W (Epoch); other reports 310-350 W.",
        purchase_date="2024-06",
        seed_claims=[SEED_CLAIM_910B],
        notes_en="Huawei publishes no datasheet; figures are for the 910B2 (FP16 376 TFLOPS; variants "
                 "280-400). The only domestic part seed 000 puts in the flagship tier; software stack "
                 "CANN, MindSpore and torch_npu.",
        notes_zh="华为未公开数据手册；表中数值对应910B2（FP16 376 TFLOPS；各型号为280–400 TFLOPS）。种子"
                 "文档认定的唯一进入一线梯队的国产方案；软件栈为CANN、MindSpore和torch_npu。"),
    "biren-br100": dict(
        name_en="Biren BR100", name_zh="壁仞 BR100",
        form_factor="oam", availability="halted", mfu_class="domestic",
        seed_claims=[SEED_CLAIM_BR100],
        notes_en="All figures are Biren's Hot Chips 2022 launch claims (BF16 1,024 TFLOPS, sparsity not "
                 "stated). TSMC reportedly stopped making it after the Oct-2022 rules, so the shipping "
                 "configuration is unknown; hence not flagship.",
        notes_zh="所有数据均为壁仞在2022年Hot Chips上公布的发布指标（BF16 1,024 TFLOPS，未说明是否含稀疏）。"
                 "据报道台积电在2022年10月管制新规后停止代工，实际出货规格不明，因此不列入一线。"),
    "hygon-dcu-z100": dict(
        name_en="Hygon DCU Z100", name_zh="海光 DCU Z100",
        form_factor="pcie", availability="shipping", mfu_class="domestic",
        memory_note="16-32 GB reported (analyst report); 32 GB used here.",
        tdp_note="~300-350 W (unverified).",
        notes_en="Hygon publishes no DCU specifications: memory, bandwidth and power are weakly sourced "
                 "and compute is unknown. GCN/Vega-derived and programmed with DTK (HIP/ROCm-compatible), "
                 "so CUDA code ports through HIP.",
        notes_zh="海光未公开DCU规格：显存、带宽和功耗来源薄弱，算力未知。架构源自GCN/Vega，使用DTK（兼容"
                 "HIP/ROCm）开发，CUDA代码可经HIP移植。"),
    "hygon-dcu-k100-ai": dict(
        name_en="Hygon DCU K100_AI", name_zh="海光 DCU K100_AI",
        form_factor="pcie", availability="shipping", mfu_class="domestic",
        memory_note="64 GB from user deployment notes only; bandwidth ~1,200 GB/s is an estimate.",
        tdp_note="~400 W (secondary).",
        notes_en="No vendor specifications. Circulating '~180 TFLOPS FP16' figures come from an analyst "
                 "report, conflict with the ~60 CU @1.7 GHz micro-architecture and are left out. Hygon is "
                 "on the US Entity List (2019).",
        notes_zh="无厂商规格。流传的“约180 TFLOPS FP16”来自分析师报告，与约60个CU、1.7 GHz的微架构不符，"
                 "未予收录。海光自2019年起被列入美国实体清单。"),
    "intel-gaudi2": dict(
        name_en="Intel Gaudi 2 (HL-225H)", name_zh="英特尔 Gaudi 2（HL-225H）",
        form_factor="oam", availability="shipping", mfu_class="intel-gaudi",
        notes_en="96 GB HBM2e, dense BF16 432 TFLOPS; scale-out through 24x100 GbE RoCE on chip "
                 "(600 GB/s) instead of NVLink; measured matmul reaches ~97 % of peak (stas00). A China "
                 "variant, HL-225B, launched in July 2023.",
        notes_zh="96 GB HBM2e，稠密BF16 432 TFLOPS；通过片上24个100 GbE RoCE端口（600 GB/s）扩展，而非"
                 "NVLink；实测矩阵乘可达峰值的约97%（stas00）。2023年7月推出了面向中国市场的HL-225B。"),
    "intel-gaudi3": dict(
        name_en="Intel Gaudi 3 (HL-325L)", name_zh="英特尔 Gaudi 3（HL-325L）",
        form_factor="oam", availability="shipping", mfu_class="intel-gaudi",
        tdp_note="900 W air-cooled (HL-325L); 1,200 W liquid-cooled.",
        purchase_date="2024-06",
        notes_en="BF16/FP8 matrix peak 1,835 TFLOPS at the spec clock; shipping parts run ~1.6 GHz "
                 "(~1,677 TFLOPS) per stas00. FP16 is listed at only 459 TFLOPS (stas00): train in BF16.",
        notes_zh="规格频率下BF16/FP8矩阵峰值为1,835 TFLOPS；据stas00，出货产品实际约1.6 GHz（约1,677 "
                 "TFLOPS）。FP16仅列为459 TFLOPS（stas00），训练应使用BF16。"),
    "google-tpu-v4": dict(
        name_en="Google TPU v4", name_zh="谷歌 TPU v4",
        form_factor="cloud-chip", availability="cloud-only", mfu_class="google-tpu",
        memory_note="Google prints 32 GiB (34.4 GB).",
        tdp_estimate_w=192,
        tdp_note="Google publishes no TDP, only measured chip power 90/170/192 W (min/mean/max). The "
                 "estimate uses Google's measured maximum, 192 W, because it is first-party data; Epoch's "
                 "~340 W is a back-calculated third-party estimate. Chip only: host, optics and cooling "
                 "excluded.",
        notes_en="Cloud-only; 275 TFLOPS BF16/INT8 with 32 GiB HBM2. Google's v4 doc gives no per-chip ICI "
                 "bandwidth; with 32 GiB it is below the 40 GiB flagship threshold anyway.",
        notes_zh="仅在云端提供；BF16/INT8 275 TFLOPS，32 GiB HBM2。谷歌v4文档未给出单芯片ICI带宽；且32 GiB"
                 "显存本就低于一线所需的40 GiB门槛。"),
    "google-tpu-v5e": dict(
        name_en="Google TPU v5e", name_zh="谷歌 TPU v5e",
        form_factor="cloud-chip", availability="cloud-only", mfu_class="google-tpu",
        tdp_estimate_w=300,
        tdp_note="Not published by Google; ~300 W is Epoch's figure, a SemiAnalysis estimate.",
        notes_en="Cloud-only, cost- and inference-optimised: 16 GB HBM2 at 819 GB/s, 197 TFLOPS BF16, "
                 "pods of 256 chips in a 2D torus. The often-cited $1.20/chip-hour is not verified.",
        notes_zh="仅在云端提供，面向成本与推理优化：16 GB HBM2、819 GB/s，BF16 197 TFLOPS，256芯片二维环面"
                 "Pod。常被引用的每芯片小时1.20美元未经核实。"),
    "google-tpu-v5p": dict(
        name_en="Google TPU v5p", name_zh="谷歌 TPU v5p",
        form_factor="cloud-chip", availability="cloud-only", mfu_class="google-tpu",
        memory_note="95 GiB in the newer Google doc (older doc: 95 GB).",
        tdp_estimate_w=540,
        tdp_note="Not published by Google; ~540 W is an Epoch estimate.",
        notes_en="Cloud-only training chip: 95 GiB HBM2e, 459 TFLOPS BF16, ICI 1,200 GB/s in pods of up to "
                 "8,960 chips (3D torus).",
        notes_zh="仅在云端提供的训练芯片：95 GiB HBM2e，BF16 459 TFLOPS，ICI 1,200 GB/s，Pod最多8,960颗"
                 "芯片（三维环面）。"),
    "aws-trainium2": dict(
        name_en="AWS Trainium2", name_zh="亚马逊云科技 Trainium2",
        form_factor="cloud-chip", availability="cloud-only", mfu_class="aws",
        memory_note="AWS prints 96 GiB.",
        tdp_estimate_w=500,
        tdp_note="Not published by AWS; ~500 W is Epoch's figure, from SemiAnalysis.",
        notes_en="Cloud-only (Trn2 instances): 96 GiB HBM at 2.9 TB/s, dense BF16 667 / FP8 1,299 TFLOPS, "
                 "NeuronLink-v3 1.28 TB/s; programmed through the Neuron SDK (PyTorch/JAX via XLA, NKI).",
        notes_zh="仅在AWS云上提供（Trn2实例）：96 GiB HBM、2.9 TB/s，稠密BF16 667、FP8 1,299 TFLOPS，"
                 "NeuronLink-v3 1.28 TB/s；通过Neuron SDK编程（PyTorch/JAX经XLA，以及NKI）。"),
    "aws-inferentia2": dict(
        name_en="AWS Inferentia2", name_zh="亚马逊云科技 Inferentia2",
        form_factor="cloud-chip", availability="cloud-only", mfu_class="aws", inference_only=True,
        memory_note="AWS prints 32 GiB; bandwidth is printed as 820 GiB/s (about 880 decimal GB/s) and "
                    "kept as printed.",
        tdp_note="Not published by AWS; no credible estimate found.",
        caveats_extra="bandwidth_gbs (820) and interconnect gbs (192) are AWS's GiB/s figures, about 7 % "
                      "below decimal GB/s (880 / 206)",
        notes_en="Inference-only AWS chip (Inf2 instances): 32 GiB HBM, 190 TFLOPS FP16/BF16, 380 TOPS INT8.",
        notes_zh="仅用于推理的AWS芯片（Inf2实例）：32 GiB HBM，FP16/BF16 190 TFLOPS，INT8 380 TOPS。"),
}

HAND_KEYS = {"name_en", "name_zh", "form_factor", "availability", "mfu_class", "inference_only",
             "memory_note", "tdp_estimate_w", "tdp_note", "purchase_date", "cloud_date", "seed_cny",
             "seed_claims", "caveats_extra", "notes_en", "notes_zh"}

HEADER = """\
# ComputeAtlas accelerator catalog (算力产区图 加速器目录)
#
# GENERATED from the reference research table ../shared/reference/gpus.csv (34 rows, research
# snapshot 2026-11; see GPUS.md beside it) by tools/gpus_csv_to_yaml.py, then reviewed.
# Do not edit by hand: change the CSV or the hand-written tables in the script and rerun
#     python3 tools/gpus_csv_to_yaml.py -o resources/data/accelerators.yaml
#     python3 tools/gpus_csv_to_yaml.py --check
# Schema: docs/DATA.md, section "accelerators.yaml".
#
# Units and conventions
#   tflops.*        DENSE peak TFLOPS (TOPS for int8), never with 2:4 sparsity; vendor headline
#                   figures that include sparsity are quoted only in sparse_note.
#                   fp16 = FP16 with FP32 accumulate (what training uses); fp16_fp16acc = FP16
#                   accumulate (2x fp16 on GeForce); fp8 = FP8 with FP32 accumulate.
#                   fp32 = vector / CUDA-core FP32.  null = not published / not verified.
#   memory_gib      capacity as printed by the vendor, treated as GiB (memory_note says when the
#                   vendor prints GiB or when sources disagree).
#   bandwidth_gbs   memory bandwidth, decimal GB/s (exception noted on aws-inferentia2).
#   interconnect    scale-up link; gbs = vendor's total BIDIRECTIONAL GB/s per device (NVLink
#                   900 = 450 each way); gbs null = no scale-up link ("none (PCIe only)") or not
#                   published.
#   tdp_w           vendor TDP in W; null when unpublished, then tdp_estimate_w + tdp_note.
#   tpp             BIS 3A090 "total processing performance" estimate, indicative only.
#   price           USD, dated, approximate; seed_cny = the seed document's CNY figure.
#   tier            computed with the tier rule of docs/DATA.md; tier_basis says whether a seed
#                   document assigns that tier (seed) or only the rule does (rule).
#   mfu_class       key into mfu_classes (default model-FLOPs utilisation; "assumption" where
#                   no measurement backs it).
#
# confidence (grade of memory, bandwidth, dense compute and TDP - NOT of price; GPUS.md section 1)
#   A  vendor document text seen and consistent with an independent database
#   B  consistent values from two or more reputable secondary sources quoting the vendor
#   C  single secondary source, vendor marketing claim only, or derived by arithmetic
#   U  essentially unverified (vendor publishes nothing)
"""


# --------------------------------------------------------------------------------------
# CSV -> entries
# --------------------------------------------------------------------------------------

class DataError(Exception):
    pass


def text(cell):
    """A free-text cell: None for empty / n/a / n/p, else the stripped text."""
    s = (cell or "").strip()
    if s.lower() in {"", "n/a", "n/p"}:
        return None
    return s


def number(cell, where):
    """A numeric cell: int or float, None for empty or a 'no value' marker."""
    s = (cell or "").strip()
    if s.lower() in NULL_TEXTS:
        return None
    try:
        v = float(s)
    except ValueError:
        raise DataError(f"{where}: not a number: {s!r}")
    if not math.isfinite(v):
        raise DataError(f"{where}: not finite: {s!r}")
    if v.is_integer() and "." not in s:
        return int(v)
    return v


def year(cell):
    s = (cell or "").strip()
    if "unverified" in s.lower():
        return None
    m = re.match(r"^~?(\d{4})", s)
    return int(m.group(1)) if m else None


def build(csv_path):
    with open(csv_path, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    entries, conflicts = [], []
    seen = set()
    for row in rows:
        rid = row["id"].strip()
        where = f"{os.path.basename(csv_path)}:{rid}"
        if rid in seen:
            raise DataError(f"{where}: duplicate id")
        seen.add(rid)
        if rid not in HAND:
            raise DataError(f"{where}: no hand-written entry in HAND (names, form factor, ...)")
        h = HAND[rid]
        unknown = set(h) - HAND_KEYS
        if unknown:
            raise DataError(f"{where}: unknown HAND keys {sorted(unknown)}")

        tflops = {key: number(row[col], f"{where}.{col}") for key, col in TFLOPS_COLUMNS}

        ic_gbs = number(row["interconnect_gbs_per_gpu"], f"{where}.interconnect_gbs_per_gpu")
        ic_kind = text(row["interconnect"])
        if ic_gbs == 0:  # 0 in the CSV means "no scale-up link"
            ic_gbs = None
            ic_kind = "none (PCIe only)"

        tdp = number(row["tdp_w"], f"{where}.tdp_w")

        caveats = [c for c in (text(row["unverified_or_conflicting"]), h.get("caveats_extra")) if c]

        sources = [s.strip() for s in row["sources"].split(" ; ") if s.strip()]

        price = {
            "purchase_usd": number(row["price_usd"], f"{where}.price_usd"),
            "purchase_basis": text(row["price_basis"]),
            "purchase_date": h.get("purchase_date"),
            "cloud_usd_per_hour": number(row["cloud_usd_per_gpu_hour"], f"{where}.cloud_usd_per_gpu_hour"),
            "cloud_basis": text(row["cloud_basis"]),
            "cloud_date": h.get("cloud_date"),
        }
        if price["purchase_usd"] is None:
            price["purchase_date"] = None
        if price["cloud_usd_per_hour"] is None:
            price["cloud_date"] = None
        if price["purchase_basis"] is None and h["availability"] == "cloud-only":
            price["purchase_basis"] = "not sold (cloud-only)"
        if "seed_cny" in h:
            price["seed_cny"] = h["seed_cny"]

        e = {
            "id": rid,
            "vendor": row["vendor"].strip(),
            "vendor_zh": VENDOR_ZH[row["vendor"].strip()],
            "name_en": h["name_en"],
            "name_zh": h["name_zh"],
            "architecture": text(row["architecture"]),
            "form_factor": h["form_factor"],
            "year": year(row["release_year"]),
            "memory_gib": number(row["memory_gb"], f"{where}.memory_gb"),
            "memory_type": text(row["memory_type"]),
            "memory_note": h.get("memory_note"),
            "bandwidth_gbs": number(row["mem_bw_gbs"], f"{where}.mem_bw_gbs"),
            "tflops": tflops,
            "sparse_note": text(row["vendor_headline_sparse_note"]),
            "interconnect": {"kind": ic_kind, "gbs": ic_gbs},
            "pcie": text(row["pcie"]),
            "tdp_w": tdp,
            "tdp_estimate_w": h.get("tdp_estimate_w") if tdp is None else None,
            "tdp_note": h.get("tdp_note"),
            "ecc": text(row["ecc"]),
            "software": text(row["software"]),
            "domestic": row["vendor"].strip() in DOMESTIC_VENDORS,
            "availability": h["availability"],
            "inference_only": bool(h.get("inference_only", False)),
            "export_control": text(row["export_control"]),
            "tpp": number(row["tpp_est_dense"], f"{where}.tpp_est_dense"),
            "tier": None,
            "tier_basis": None,
            "mfu_class": h["mfu_class"],
            "price": price,
            "confidence": row["confidence"].strip(),
            "caveats": "; ".join(caveats) if caveats else None,
        }
        if h.get("seed_claims"):
            e["seed_claims"] = h["seed_claims"]
        e["notes_en"] = h.get("notes_en")
        e["notes_zh"] = h.get("notes_zh")
        e["sources"] = sources

        rule = tier_for(e)
        seed = SEED_TIER.get(rid)
        e["tier"] = rule
        if seed is None:
            e["tier_basis"] = "rule"
        elif seed == rule:
            e["tier_basis"] = "seed"
        else:
            e["tier_basis"] = "rule"
            conflicts.append((rid, seed, rule))
        entries.append(e)
    missing = set(HAND) - seen
    if missing:
        raise DataError(f"HAND has ids that are not in the CSV: {sorted(missing)}")
    return entries, conflicts


# --------------------------------------------------------------------------------------
# YAML emitter (deterministic, readable)
# --------------------------------------------------------------------------------------

PLAIN_RE = re.compile(r"^[A-Za-z][A-Za-z0-9._-]*$")
YAML_WORDS = {"y", "n", "yes", "no", "true", "false", "on", "off", "null", "nan", "inf"}


def scalar(v):
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        r = repr(v)
        if "e" in r or "inf" in r or "nan" in r:
            raise DataError(f"unexpected float {r}")
        return r
    if isinstance(v, str):
        if PLAIN_RE.match(v) and v.lower() not in YAML_WORDS:
            return v
        return json.dumps(v, ensure_ascii=False)
    raise DataError(f"cannot emit {type(v).__name__}")


def flow(d):
    return "{" + ", ".join(f"{k}: {scalar(v)}" for k, v in d.items()) + "}"


def emit_map(d, indent, out, flow_keys=()):
    pad = " " * indent
    for k, v in d.items():
        if isinstance(v, dict) and k in flow_keys:
            out.append(f"{pad}{k}: {flow(v)}")
        elif isinstance(v, dict):
            out.append(f"{pad}{k}:")
            emit_map(v, indent + 2, out, flow_keys)
        elif isinstance(v, list):
            out.append(f"{pad}{k}:")
            for item in v:
                if isinstance(item, dict):
                    first = True
                    for ik, iv in item.items():
                        lead = "- " if first else "  "
                        out.append(f"{pad}  {lead}{ik}: {scalar(iv)}")
                        first = False
                else:
                    out.append(f"{pad}  - {scalar(item)}")
        else:
            out.append(f"{pad}{k}: {scalar(v)}")


def render(entries):
    out = [HEADER.rstrip("\n"), "", "schema_version: 1", ""]
    out.append("# Default model-FLOPs utilisation per accelerator class (editable).")
    out.append("mfu_classes:")
    for key, mfu, basis, sources in MFU_CLASSES:
        out.append(f"  {key}:")
        out.append(f"    mfu: {mfu:.2f}")
        out.append(f"    basis: {scalar(basis)}")
        out.append("    sources:")
        for s in sources:
            out.append(f"      - {scalar(s)}")
    out.append("")
    out.append("accelerators:")
    for e in entries:
        out.append("")
        out.append(f"  # --- {e['name_en']} | {e['name_zh']} ---")
        lines = []
        emit_map(e, 4, lines, flow_keys=("interconnect", "seed_cny"))
        lines[0] = "  - " + lines[0][4:]
        out.extend(lines)
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------------------
# --check
# --------------------------------------------------------------------------------------

def walk_numbers(v, path):
    if isinstance(v, bool) or v is None or isinstance(v, str):
        return
    if isinstance(v, (int, float)):
        yield path, v
    elif isinstance(v, dict):
        for k, x in v.items():
            yield from walk_numbers(x, f"{path}.{k}")
    elif isinstance(v, list):
        for i, x in enumerate(v):
            yield from walk_numbers(x, f"{path}[{i}]")


def check(yaml_path, csv_path, expected):
    errors, warnings = [], []
    with open(yaml_path, encoding="utf-8") as f:
        committed = f.read()
    doc = yaml.safe_load(committed)
    if doc.get("schema_version") != 1:
        errors.append("schema_version must be 1")
    classes = doc.get("mfu_classes") or {}
    for k, c in classes.items():
        if not isinstance(c, dict) or not isinstance(c.get("mfu"), (int, float)) or not 0 < c["mfu"] <= 1:
            errors.append(f"mfu_classes.{k}: mfu must be in (0, 1]")
        if not c.get("basis"):
            errors.append(f"mfu_classes.{k}: basis missing")
    accs = doc.get("accelerators") or []
    if len(accs) != expected:
        errors.append(f"expected {expected} accelerators, found {len(accs)}")
    ids = set()
    for i, e in enumerate(accs):
        eid = e.get("id", f"#{i}")
        if eid in ids:
            errors.append(f"{eid}: duplicate id")
        ids.add(eid)
        if not isinstance(eid, str) or not ID_RE.match(eid):
            errors.append(f"{eid}: bad id")
        for k in REQUIRED:
            if e.get(k) is None:
                errors.append(f"{eid}: required field {k} missing")
        for k in set(e) - KNOWN_KEYS:
            warnings.append(f"{eid}: unknown key {k}")
        src = e.get("sources")
        if not isinstance(src, list) or not src or not all(isinstance(s, str) and s.strip() for s in src):
            errors.append(f"{eid}: needs a list of at least one non-empty source")
        if e.get("form_factor") not in FORM_FACTORS:
            errors.append(f"{eid}: form_factor {e.get('form_factor')!r}")
        if e.get("availability") not in AVAILABILITY:
            errors.append(f"{eid}: availability {e.get('availability')!r}")
        if e.get("tier") not in TIERS:
            errors.append(f"{eid}: tier {e.get('tier')!r}")
        if e.get("tier_basis") not in TIER_BASES:
            errors.append(f"{eid}: tier_basis {e.get('tier_basis')!r}")
        if e.get("confidence") not in CONFIDENCE:
            errors.append(f"{eid}: confidence {e.get('confidence')!r}")
        if e.get("mfu_class") not in classes:
            errors.append(f"{eid}: mfu_class {e.get('mfu_class')!r} not in mfu_classes")
        for k in (e.get("tflops") or {}):
            if k not in TFLOPS_KEYS:
                warnings.append(f"{eid}: unknown tflops key {k}")
        for k in (e.get("price") or {}):
            if k not in PRICE_KEYS:
                warnings.append(f"{eid}: unknown price key {k}")
        for c in e.get("seed_claims") or []:
            if c.get("verdict") not in VERDICTS:
                errors.append(f"{eid}: seed claim verdict {c.get('verdict')!r}")
            for k in ("claim_zh", "correction_en", "correction_zh"):
                if not c.get(k):
                    errors.append(f"{eid}: seed claim without {k}")
        for p, v in walk_numbers(e, eid):
            if not v > 0:
                errors.append(f"{p}: {v} is not positive")
        if e.get("tdp_w") is None and e.get("tdp_estimate_w") is not None and not e.get("tdp_note"):
            errors.append(f"{eid}: tdp_estimate_w without tdp_note")
        rule = tier_for(e)
        if e.get("tier") != rule:
            errors.append(f"{eid}: tier {e.get('tier')} disagrees with the tier rule ({rule})")
        seed = SEED_TIER.get(eid)
        if e.get("tier_basis") == "seed" and seed != e.get("tier"):
            errors.append(f"{eid}: tier_basis seed but the seeds assign {seed}")
        if seed is not None and seed != rule:
            warnings.append(f"{eid}: a seed assigns {seed}, the tier rule gives {rule}")
        if e.get("domestic") != (e.get("vendor") in DOMESTIC_VENDORS):
            errors.append(f"{eid}: domestic flag does not match vendor")

    if csv_path and os.path.exists(csv_path):
        try:
            fresh, _ = build(csv_path)
            if render(fresh) != committed:
                errors.append(f"{yaml_path} differs from a fresh generation from {csv_path}")
        except DataError as ex:
            errors.append(f"regeneration failed: {ex}")
    else:
        warnings.append("CSV not found; regeneration comparison skipped")

    print(f"{'id':<24} {'mem GiB':>7} {'IC GB/s':>7} {'16-bit':>7} {'TDP W':>7} {'tier':<9} basis")
    for e in accs:
        tf = e.get("tflops") or {}
        vals = [v for v in (tf.get("bf16"), tf.get("fp16")) if v is not None]
        t16 = f"{max(vals):g}" if vals else "-"
        ic = (e.get("interconnect") or {}).get("gbs")
        tdp = e.get("tdp_w")
        tdp_s = f"{tdp:g}" if tdp is not None else (
            f"~{e['tdp_estimate_w']:g}" if e.get("tdp_estimate_w") is not None else "-")
        print(f"{e['id']:<24} {e['memory_gib']:>7g} {(f'{ic:g}' if ic is not None else '-'):>7} "
              f"{t16:>7} {tdp_s:>7} {e['tier']:<9} {e['tier_basis']}")
    for w in warnings:
        print(f"warning: {w}", file=sys.stderr)
    for x in errors:
        print(f"error: {x}", file=sys.stderr)
    print(f"{len(accs)} entries, {len(errors)} errors, {len(warnings)} warnings", file=sys.stderr)
    return 1 if errors else 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("csv", nargs="?", default=DEFAULT_CSV,
                    help="reference CSV (default: ../shared/reference/gpus.csv from the repo root)")
    ap.add_argument("-o", "--output", help="write YAML here instead of stdout")
    ap.add_argument("--check", action="store_true",
                    help="validate the YAML and compare it with a fresh generation")
    ap.add_argument("--yaml", default=DEFAULT_YAML, help="YAML file for --check")
    ap.add_argument("--expect", type=int, default=EXPECTED_ENTRIES,
                    help="expected number of entries for --check")
    args = ap.parse_args(argv)
    try:
        if args.check:
            return check(args.yaml, args.csv, args.expect)
        entries, conflicts = build(args.csv)
        for rid, seed, rule in conflicts:
            print(f"warning: {rid}: a seed assigns {seed}, the tier rule gives {rule}; "
                  f"wrote {rule} (tier_basis: rule)", file=sys.stderr)
        text_out = render(entries)
        yaml.safe_load(text_out)  # must parse
        if args.output:
            with open(args.output, "w", encoding="utf-8", newline="\n") as f:
                f.write(text_out)
        else:
            sys.stdout.write(text_out)
        return 0
    except DataError as ex:
        print(f"error: {ex}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
